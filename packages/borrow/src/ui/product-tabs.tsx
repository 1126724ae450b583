import type { KeyboardEvent } from 'react';
// react-vant's Tabs classes and variables, drawn here without its component; their CSS comes with this module.
import 'react-vant/es/tabs/style/index.css';

export type ProductTabsProps = {
  titles: string[];
  active: number;
  onChange: (index: number) => void;
};

const LINE = {
  position: 'absolute',
  bottom: 0,
  left: '50%',
  width: 'var(--rv-tabs-bottom-bar-width)',
  height: 'var(--rv-tabs-bottom-bar-height)',
  transform: 'translateX(-50%)',
  borderRadius: 'var(--rv-tabs-bottom-bar-height)',
  background: 'var(--rv-tabs-bottom-bar-color)',
} as const;

/**
 * The products as tabs, drawn with react-vant's tab styles but without its Tabs: those pull react-spring and
 * @use-gesture (about 20 KiB gz) into the first screen for swipe and sticky behaviour /home does not use
 * (docs/performance.md). Arrow keys move between tabs, as the WAI-ARIA tabs pattern asks.
 */
export function ProductTabs({ titles, active, onChange }: ProductTabsProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + titles.length) % titles.length;
    onChange(next);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="rv-tabs rv-tabs--line">
      <div className="rv-tabs__wrap" style={{ height: 'var(--rv-tabs-line-height)' }}>
        <div role="tablist" aria-label="Loan products" className="rv-tabs__nav rv-tabs__nav--line" style={{ paddingBottom: 0 }} onKeyDown={onKeyDown}>
          {titles.map((title, index) => (
            <button
              key={`${index}-${title}`}
              type="button"
              role="tab"
              aria-selected={index === active}
              tabIndex={index === active ? 0 : -1}
              className={`rv-tab${index === active ? ' rv-tab--active' : ''}`}
              style={{ border: 0, background: 'none', font: 'inherit', fontWeight: index === active ? 'var(--rv-font-weight-bold)' : undefined }}
              onClick={() => index !== active && onChange(index)}
            >
              <span className="rv-tab__text rv-tab__text--ellipsis">{title}</span>
              {index === active && <span aria-hidden="true" style={LINE} />}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
