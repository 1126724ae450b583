/** True when neither the element nor an ancestor is hidden with display: none (react-vant hides closed popups so). */
export function isVisible(element: Element): boolean {
  for (let el: Element | null = element; el; el = el.parentElement) {
    if (getComputedStyle(el).display === 'none') return false;
  }
  return true;
}
