import { agency } from '#web/config/agency.js';

/** React 19 hoists the tag into <head>: every back-office page names itself in the tab and history. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Back office · ${agency.name}`}</title>;
}
