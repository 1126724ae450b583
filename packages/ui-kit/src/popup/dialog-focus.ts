import { useEffect, useRef } from 'react';

/**
 * The keyboard half of a dialog (issue 33): focus moves into the dialog when it opens, Tab and Shift+Tab stay inside
 * the top-most one (a modal dialog is all the page there is while it is open), Escape closes it (where it can be
 * closed), and focus goes back to the element that opened it when it closes.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab can reach inside a dialog, in order (hidden ones left out). */
export function focusablesIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && !el.closest('[hidden], [aria-hidden="true"]');
  });
}

/** Keeps Tab inside `node`: past the last control to the first, before the first (or from the dialog itself) to the last. */
export function trapTab(event: KeyboardEvent, node: HTMLElement) {
  const controls = focusablesIn(node);
  const active = document.activeElement as HTMLElement | null;
  if (controls.length === 0) {
    event.preventDefault();
    node.focus({ preventScroll: true });
    return;
  }
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const inside = active !== null && node.contains(active);
  if (event.shiftKey && (!inside || active === first || active === node)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

// Open dialogs, the last opened on top: only the top one answers Escape.
const openDialogs: symbol[] = [];

const isShown = (node: HTMLElement) => {
  const popup = (node.closest('.rv-popup') as HTMLElement | null) ?? node;
  return node.isConnected && getComputedStyle(popup).display !== 'none';
};

/** Moves focus onto the dialog itself (not its first field: that would open the phone's keyboard), once it shows. */
export function focusInto(getNode: () => HTMLElement | null, tries = 30): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (left: number) => {
    const node = getNode();
    if (node && isShown(node)) {
      if (!node.contains(document.activeElement)) node.focus({ preventScroll: true });
      return;
    }
    if (left > 0) timer = setTimeout(() => attempt(left - 1), 16);
  };
  timer = setTimeout(() => attempt(tries), 0);
  return () => clearTimeout(timer);
}

/** Gives focus back to the opener, unless focus has meanwhile gone somewhere else on purpose. */
export function returnFocus(opener: Element | null, node: HTMLElement | null) {
  if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) return;
  const active = document.activeElement;
  const strayed = active && active !== document.body && !(node && node.contains(active));
  if (strayed) return;
  opener.focus({ preventScroll: true });
}

/**
 * Registers a dialog as open: while it is the top-most, Escape calls onEscape and Tab stays inside its element.
 * Returns the unregister function.
 */
export function openDialog(onEscape: (() => void) | undefined, getNode?: () => HTMLElement | null): () => void {
  const id = Symbol('dialog');
  openDialogs.push(id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (openDialogs[openDialogs.length - 1] !== id) return;
    if (event.key === 'Tab') {
      const node = getNode?.();
      if (node && isShown(node)) trapTab(event, node);
      return;
    }
    if (event.key !== 'Escape' || !onEscape) return;
    event.preventDefault();
    onEscape();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    const at = openDialogs.indexOf(id);
    if (at >= 0) openDialogs.splice(at, 1);
  };
}

export type DialogFocusOptions = {
  visible: boolean;
  /** The element with role="dialog" (focusable with tabIndex -1). */
  getNode: () => HTMLElement | null;
  /** What Escape does; nothing when the dialog cannot be closed. */
  onEscape?: () => void;
  /** Runs when the dialog is open and its element is there (to set attributes on library markup). */
  prepare?: (node: HTMLElement) => void;
};

/** Focus in on open, Escape, focus back on close, for a dialog shown while `visible`. */
export function useDialogFocus({ visible, getNode, onEscape, prepare }: DialogFocusOptions) {
  const latest = useRef({ getNode, onEscape, prepare });
  latest.current = { getNode, onEscape, prepare };

  useEffect(() => {
    if (!visible) return;
    const opener = document.activeElement;
    const node = () => {
      const found = latest.current.getNode();
      if (found) latest.current.prepare?.(found);
      return found;
    };
    const cancelFocus = focusInto(node);
    const close = openDialog(() => latest.current.onEscape?.(), () => latest.current.getNode());
    return () => {
      cancelFocus();
      close();
      returnFocus(opener, latest.current.getNode());
    };
  }, [visible]);
}

/** Marks a library dialog's element (react-vant's Dialog, ActionSheet) as a named modal dialog. */
export function markDialog(node: HTMLElement, name: { labelledBy?: HTMLElement | null; label?: string }) {
  node.setAttribute('role', 'dialog');
  node.setAttribute('aria-modal', 'true');
  node.tabIndex = -1;
  node.classList.add('pocket-dialog');
  if (name.labelledBy) {
    if (!name.labelledBy.id) name.labelledBy.id = `pocket-dialog-title-${Math.random().toString(36).slice(2, 10)}`;
    node.setAttribute('aria-labelledby', name.labelledBy.id);
  } else if (name.label) node.setAttribute('aria-label', name.label);
}

/** A class name unique to one dialog, to find its element in the library's markup. */
export const markerClass = (id: string) => `pocket-dialog-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/**
 * For an imperative dialog (react-vant's Dialog.confirm, rendered outside React's tree here): pass `className` to
 * it, call the returned `done` when it has been answered. Focus moves in, Escape presses `escapeSelector` (its
 * cancel button), focus goes back.
 */
export function trackImperativeDialog(escapeSelector = '.rv-dialog__cancel') {
  const className = markerClass(Math.random().toString(36).slice(2, 10));
  const opener = document.activeElement;
  const find = () => {
    const node = document.querySelector<HTMLElement>(`.${className}`);
    if (node) markDialog(node, { labelledBy: node.querySelector<HTMLElement>('.rv-dialog__header') });
    return node;
  };
  const cancelFocus = focusInto(find, 60);
  const close = openDialog(() => find()?.querySelector<HTMLElement>(escapeSelector)?.click(), find);
  return {
    className,
    done: () => {
      cancelFocus();
      close();
      returnFocus(opener, find());
    },
  };
}
