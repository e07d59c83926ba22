import type { AnchorLinkView, AnchorView } from '@suite-ui/core';
import { ANCHOR_LINK_ATTRIBUTE, anchorPointerDrag } from '@suite-ui/core/dom';
import { useAnchor, type UseAnchorOptions } from '@suite-ui/core/react';
import { DownOutlined, HolderOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { useId } from 'react';
import './anchor.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Props of the desktop anchor navigation: the hook's options, the platform aside. */
export type AnchorNavProps = Omit<UseAnchorOptions, 'platform'>;

function LinkItem({ link, anchor, hintId }: { link: AnchorLinkView; anchor: AnchorView; hintId: string }) {
  return (
    <li
      className="suite-anchor__item"
      {...{ [ANCHOR_LINK_ATTRIBUTE]: link.id }}
      data-over={link.over}
      data-dragging={link.dragging}
    >
      <a
        className="suite-anchor__link"
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
      {/* the pointer drags by the handle (mouse, pen or finger alike); the keyboard moves with
          Alt+arrows (the hint) */}
      <span
        className="suite-anchor__handle"
        aria-hidden
        data-testid={`${link.testId}-handle`}
        {...anchorPointerDrag(anchor, link)}
      >
        <HolderOutlined />
      </span>
    </li>
  );
}

/**
 * Anchor navigation for desktop (spec 2.3, 4): a searchable, collapsible list whose links follow the
 * page's scrolling and can be dragged by their handles (or moved with Alt+arrows) into another order. The list is
 * rendered here rather than with antd Anchor, which runs its own scroll-spy and click scrolling
 * where the suite's rules (60 ms pause, 10 px accuracy, drag end delay) live in core.
 */
export function AnchorNav(props: AnchorNavProps) {
  const anchor = useAnchor({ ...props, platform: 'desktop' });
  const { texts } = anchor;
  const listId = useId();
  const hintId = useId();
  return (
    <nav className="suite-anchor" aria-label={texts.nav} data-testid="anchor-nav">
      <div className="suite-anchor__head">
        <Typography.Text strong>{texts.nav}</Typography.Text>
        <Button
          type="text"
          size="small"
          icon={anchor.collapsed ? <RightOutlined /> : <DownOutlined />}
          aria-expanded={!anchor.collapsed}
          aria-controls={listId}
          aria-label={anchor.collapsed ? texts.expand : texts.collapse}
          title={anchor.collapsed ? texts.expand : texts.collapse}
          onClick={anchor.toggleCollapsed}
          data-testid="anchor-toggle"
        />
      </div>
      <div id={listId} hidden={anchor.collapsed}>
        <Input
          allowClear
          size="small"
          placeholder={texts.search}
          aria-label={texts.search}
          value={anchor.query}
          onChange={(event) => anchor.search(event.target.value)}
          data-testid="anchor-search"
        />
        <ul className="suite-anchor__list" data-testid="anchor-list" style={{ marginTop: 8 }}>
          {anchor.links.map((link) => (
            <LinkItem key={link.id} link={link} anchor={anchor} hintId={hintId} />
          ))}
        </ul>
        {anchor.empty && (
          <Typography.Text type="secondary" data-testid="anchor-empty">
            {texts.empty}
          </Typography.Text>
        )}
      </div>
      <span id={hintId} className={VISUALLY_HIDDEN}>
        {texts.dragHint}
      </span>
      <span className={VISUALLY_HIDDEN} aria-live="polite" data-testid="anchor-announcement">
        {anchor.announcement}
      </span>
    </nav>
  );
}
