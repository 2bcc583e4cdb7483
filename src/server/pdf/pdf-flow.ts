import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { fontSafe, wrapText } from './pdf-text.js';

// A top-to-bottom writer over A4 pages: it wraps text, starts a new page when the next block would
// not fit, and numbers the pages at the end. Enough layout for a document that is mostly words.

const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { x: 56, top: 64, bottom: 72 };
export const CONTENT_WIDTH = A4.width - 2 * MARGIN.x;

const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
/** The brand's colours: deep green headings, ocean and gold accents, ink text on white and sand. */
export const COLORS = {
  deepGreen: hex('#0F5257'),
  ocean: hex('#1E8C93'),
  gold: hex('#C8922A'),
  ink: hex('#1F2421'),
  muted: hex('#5B6B70'),
  sand: hex('#F6F1E7'),
  rule: hex('#E4DCCB'),
};

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** from the left margin */
  indent?: number;
  /** wrap at this width instead of the rest of the line */
  width?: number;
}

export interface Flow {
  readonly fonts: { regular: PDFFont; bold: PDFFont };
  /** the page being written */
  page: PDFPage;
  /** the baseline of the next line */
  y: number;
  /** starts a new page unless `height` points still fit on this one */
  ensure(height: number): void;
  /** draws wrapped text and answers how many lines it took */
  text(value: string, style?: TextStyle): number;
  /** the lines `value` would take, to keep a block together with `ensure` */
  measure(value: string, style?: TextStyle): number;
  space(points: number): void;
  /** a label and its wrapped value, kept on one page */
  row(label: string, value: string): void;
  /** a section title with a gold rule under it, kept on a page with `keep` points of what follows */
  heading(title: string, keep?: number): void;
  /** numbers every page: `left` at the bottom left, `pageLabel` ('Page 1 of 3') at the bottom right */
  finish(left: string, pageLabel?: (page: number, count: number) => string): void;
}

const lineHeight = (size: number) => size * 1.4;
const LABEL_WIDTH = 120;

export async function createFlow(doc: PDFDocument): Promise<Flow> {
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const pages: PDFPage[] = [];
  const newPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - 6, width: A4.width, height: 6, color: COLORS.deepGreen });
    pages.push(page);
    return page;
  };
  const layout = (value: string, style: TextStyle) => {
    const size = style.size ?? 10;
    const font = style.bold ? fonts.bold : fonts.regular;
    const width = style.width ?? CONTENT_WIDTH - (style.indent ?? 0);
    return { size, font, lines: wrapText(fontSafe(value, font), font, size, width) };
  };

  const flow: Flow = {
    fonts,
    page: newPage(),
    y: A4.height - MARGIN.top,
    ensure(height) {
      if (flow.y - height >= MARGIN.bottom) return;
      flow.page = newPage();
      flow.y = A4.height - MARGIN.top;
    },
    measure: (value, style = {}) => layout(value, style).lines.length,
    text(value, style = {}) {
      const { size, font, lines } = layout(value, style);
      for (const line of lines) {
        flow.ensure(lineHeight(size));
        const color = style.color ?? COLORS.ink;
        flow.page.drawText(line, { x: MARGIN.x + (style.indent ?? 0), y: flow.y, size, font, color });
        flow.y -= lineHeight(size);
      }
      return lines.length;
    },
    space(points) {
      flow.y -= points;
    },
    row(label, value) {
      flow.ensure(flow.measure(value, { indent: LABEL_WIDTH }) * lineHeight(10));
      const top = flow.y;
      flow.text(label, { color: COLORS.muted, width: LABEL_WIDTH - 8 });
      const below = flow.y;
      flow.y = top;
      flow.text(value, { indent: LABEL_WIDTH });
      flow.y = Math.min(flow.y, below);
    },
    heading(title, keep = 2 * lineHeight(10)) {
      flow.space(10);
      // A title alone at the foot of a page reads as a mistake: keep it with what follows.
      flow.ensure(lineHeight(13) + 6 + keep);
      flow.text(title, { size: 13, bold: true, color: COLORS.deepGreen });
      flow.page.drawRectangle({ x: MARGIN.x, y: flow.y + 8, width: 40, height: 2, color: COLORS.gold });
      flow.space(6);
    },
    finish(left, pageLabel = (page, count) => `Page ${page} of ${count}`) {
      pages.forEach((page, index) => {
        const label = fontSafe(pageLabel(index + 1, pages.length), fonts.regular);
        const y = MARGIN.bottom / 2;
        page.drawLine({
          start: { x: MARGIN.x, y: y + 14 },
          end: { x: A4.width - MARGIN.x, y: y + 14 },
          thickness: 0.5,
          color: COLORS.rule,
        });
        const note = fontSafe(left, fonts.regular);
        page.drawText(note, { x: MARGIN.x, y, size: 8, font: fonts.regular, color: COLORS.muted });
        const width = fonts.regular.widthOfTextAtSize(label, 8);
        page.drawText(label, { x: A4.width - MARGIN.x - width, y, size: 8, font: fonts.regular, color: COLORS.muted });
      });
    },
  };
  return flow;
}
