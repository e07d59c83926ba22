import { ANCHOR_LINK_ATTRIBUTE, anchorPointerDrag } from '@suite-ui/core/dom';
import { useAnchor, type UseAnchorOptions } from '@suite-ui/core/react';
import { Button, Popup, SearchBar, type ButtonRef } from 'antd-mobile';
import { CloseOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useId, useRef } from 'react';
import './anchor.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Props of the mobile anchor navigation: the hook's options, the platform aside. */
export type AnchorNavProps = Omit<UseAnchorOptions, 'platform'>;

/**
 * Anchor navigation for mobile (spec 2.3, 4, 9): a button opens the menu panel from the right,
 * leaving the 20 px mask visible; the panel searches the links, a chosen link scrolls there and
 * closes the panel, and a link dragged by its handle (or moved with Alt+arrows) takes another
 * place. Opening moves the focus into the panel (its close button), Escape closes it,
 * and the focus returns to the button.
 */
export function AnchorNav(props: AnchorNavProps) {
  const anchor = useAnchor({ ...props, platform: 'mobile' });
  const { texts } = anchor;
  const opener = useRef<ButtonRef>(null);
  const closer = useRef<ButtonRef>(null);
  const titleId = useId();
  const hintId = useId();
  return (
    <nav aria-label={texts.nav} data-testid="anchor-nav">
      <Button
        ref={opener}
        size="small"
        onClick={anchor.openMenu}
        aria-haspopup="dialog"
        aria-expanded={anchor.menuOpen}
        data-testid="anchor-menu-open"
      >
        <UnorderedListOutline aria-hidden /> {texts.openMenu}
        {anchor.activeTitle && <span data-testid="anchor-current"> · {anchor.activeTitle}</span>}
      </Button>
      <Popup
        visible={anchor.menuOpen}
        position="right"
        onMaskClick={anchor.closeMenu}
        onClose={anchor.closeMenu}
        afterShow={() => closer.current?.nativeElement?.focus()}
        afterClose={() => opener.current?.nativeElement?.focus()}
        bodyStyle={{ width: `calc(100% - ${anchor.maskWidth}px)` }}
        destroyOnClose
      >
        <div
          className="suite-m-anchor__panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="anchor-menu"
          onKeyDown={(event) => event.key === 'Escape' && anchor.closeMenu()}
        >
          <div className="suite-m-anchor__head">
            <strong id={titleId}>{texts.nav}</strong>
            <Button
              ref={closer}
              fill="none"
              size="small"
              onClick={anchor.closeMenu}
              aria-label={texts.closeMenu}
            >
              <CloseOutline aria-hidden />
            </Button>
          </div>
          <div className="suite-m-anchor__search">
            <SearchBar
              placeholder={texts.search}
              value={anchor.query}
              onChange={anchor.search}
              aria-label={texts.search}
              data-testid="anchor-search"
            />
          </div>
          <ul className="suite-m-anchor__list" data-testid="anchor-list">
            {anchor.links.map((link) => (
              <li
                key={link.id}
                className="suite-m-anchor__item"
                {...{ [ANCHOR_LINK_ATTRIBUTE]: link.id }}
                data-over={link.over}
                data-dragging={link.dragging}
              >
                <a
                  className="suite-m-anchor__link"
                  href={link.href}
                  aria-current={link.active ? 'location' : undefined}
                  aria-describedby={hintId}
                  data-testid={link.testId}
                  data-active={link.active}
                  onClick={(event) => {
                    event.preventDefault();
                    link.select();
                  }}
                  onKeyDown={(event) => link.keyDown(event) && event.preventDefault()}
                >
                  {link.title}
                </a>
                {/* a finger drags by the handle; the keyboard moves with Alt+arrows (the hint) */}
                <span
                  className="suite-m-anchor__handle"
                  aria-hidden
                  data-testid={`${link.testId}-handle`}
                  {...anchorPointerDrag(anchor, link)}
                >
                  <UnorderedListOutline />
                </span>
              </li>
            ))}
          </ul>
          {anchor.empty && (
            <div className="suite-m-anchor__empty" data-testid="anchor-empty">
              {texts.empty}
            </div>
          )}
        </div>
      </Popup>
      <span id={hintId} className={VISUALLY_HIDDEN}>
        {texts.dragHint}
      </span>
      <span className={VISUALLY_HIDDEN} aria-live="polite" data-testid="anchor-announcement">
        {anchor.announcement}
      </span>
    </nav>
  );
}
