import {
  createContext,
  use,
  useId,
  useMemo,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEventHandler,
  type ReactNode,
  type TouchEventHandler,
} from 'react';
import { cn } from '#web/lib/cn.js';

// The WAI-ARIA tabs pattern, automatic activation: the tab/tablist/tabpanel roles wired by id, one tab in the Tab
// order (the open one), arrow keys (looping), Home and End move the focus and open the tab they reach, a press opens
// a tab as the button goes down. Written here rather than taken from Radix: its tabs are nine components and a
// roving-focus collection per trigger, which on the server were a fifth of an uncached trip page's render
// (docs/decisions/028-renders-that-cost-little.md). The underlined tabs' active colour follows `--accent` when a page
// sets one (acacia for safaris, ocean for Zanzibar); pill tabs (login, dashboard) sit in a sand track, the active one
// raised in white.

type TabsLook = 'underline' | 'pill';

interface TabsState {
  value: string;
  open(value: string): void;
  /** the root's `useId`, which names each tab and panel */
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('a tab or a tab panel must be inside <Tabs>');
  return tabs;
}

const tabId = (tabs: TabsState, value: string) => `${tabs.id}-tab-${value}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.id}-panel-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** the open tab */
  value: string;
  /** a tab was chosen (never the open one again) */
  onValueChange(value: string): void;
};

export function Tabs({ value, onValueChange, children, ...props }: TabsProps) {
  const id = useId();
  const state = useMemo(() => ({ value, open: onValueChange, id }), [value, onValueChange, id]);
  return (
    <TabsContext value={state}>
      <div {...props}>{children}</div>
    </TabsContext>
  );
}

const LIST_LOOK: Record<TabsLook, string> = {
  underline:
    'flex gap-1 overflow-x-auto border-b border-ink/10 [scrollbar-width:none] sm:gap-6 [&::-webkit-scrollbar]:hidden',
  pill: 'rounded-full bg-sand p-1',
};

/** The tab the key moves the focus to among `tabs`, from the one at `at`; none for any other key. */
export function tabAfterKey(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabsList({
  look = 'underline',
  className,
  onKeyDown,
  ...props
}: ComponentProps<'div'> & { look?: TabsLook }) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const at = tabs.findIndex((tab) => tab.contains(event.target as Node));
    const next = at < 0 ? null : tabAfterKey(event.key, at, tabs.length);
    if (next === null) return;
    event.preventDefault();
    // Focusing a tab opens it (TabsTrigger's onFocus).
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(LIST_LOOK[look], className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

const PILL_TRIGGER =
  'rounded-full text-sm font-semibold text-ink/70 transition-colors duration-200 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

const UNDERLINE_TRIGGER = cn(
  'relative shrink-0 px-3 pt-2 pb-3.5 text-sm font-semibold whitespace-nowrap text-ink/70 transition-colors duration-200 sm:px-1 sm:text-base',
  'hover:text-ink focus-visible:rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold',
  'after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent after:transition-colors after:duration-200',
  'data-[state=active]:text-[var(--accent,var(--color-ink))] data-[state=active]:after:bg-[var(--accent,var(--color-ink))]',
  'motion-reduce:transition-none motion-reduce:after:transition-none',
);

interface TabsTriggerProps {
  value: string;
  look?: TabsLook;
  className?: string;
  children: ReactNode;
  /**
   * The tab as a link to the page with it open, for a visitor without JavaScript; with it, the tab just opens.
   * Without `href` the tab is a button.
   */
  href?: string;
  'data-value'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  onTouchStart?: TouchEventHandler<HTMLElement>;
}

export function TabsTrigger({ value, look = 'underline', className, href, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const open = tabs.value === value;
  const tab = {
    role: 'tab',
    id: tabId(tabs, value),
    'aria-selected': open,
    'aria-controls': panelId(tabs, value),
    'data-state': open ? 'active' : 'inactive',
    tabIndex: open ? 0 : -1,
    className: cn(look === 'pill' ? PILL_TRIGGER : UNDERLINE_TRIGGER, className),
    onMouseDown(event: MouseEvent<HTMLElement>) {
      // Only the main button opens a tab. Focusing it here, without the ring, keeps the ring for the keyboard; the
      // focus opens it, or the press does when it had the focus already.
      if (event.button !== 0 || event.ctrlKey) return;
      const focused = document.activeElement === event.currentTarget;
      event.currentTarget.focus({ focusVisible: false } as FocusOptions);
      if (focused && !open) tabs.open(value);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      onFocus?.(event);
      if (!open) tabs.open(value);
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      // A link's Space would scroll the page and its Enter follow the link.
      event.preventDefault();
      if (!open) tabs.open(value);
    },
    ...props,
  };
  if (href === undefined) return <button type="button" {...tab} />;
  return <a href={href} onClick={(event) => event.preventDefault()} {...tab} />;
}

const CONTENT_LOOK: Record<TabsLook, string> = {
  underline:
    'pt-8 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold sm:pt-10',
  pill: '',
};

/** A tab's panel: in the page only while its tab is open (the others are empty and hidden). */
export function TabsContent({
  value,
  look = 'underline',
  className,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; look?: TabsLook }) {
  const tabs = useTabs();
  const open = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={tabId(tabs, value)}
      data-state={open ? 'active' : 'inactive'}
      hidden={!open}
      tabIndex={0}
      className={cn(CONTENT_LOOK[look], className)}
      {...props}
    >
      {open && children}
    </div>
  );
}
