import { useTitle, type TitleSkinProps } from '@suite-ui/core/react';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { useId, type CSSProperties } from 'react';
import './title.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Props of the mobile `Title`: the core options plus callbacks, the section under it and a test id. */
export type TitleProps = TitleSkinProps;

/**
 * A section title for phones (spec 2.3): size level, accent bar, count badge (99+ above 99),
 * description, an action at the right end, and an optional open/close of the section under it.
 */
export function Title({ testId = 'title', children, ...props }: TitleProps) {
  const view = useTitle({ ...props, platform: 'mobile' });
  const contentId = `${useId()}-content`;
  const hasContent = children !== undefined && children !== null;
  const heading = (
    <>
      {view.text}
      {view.count && (
        <span aria-hidden data-testid={`${testId}-count`} className="suite-m-title__count">
          {view.count.text}
        </span>
      )}
      {view.count && <span className={`${VISUALLY_HIDDEN} suite-m-title__sr`}>{view.count.label}</span>}
    </>
  );
  return (
    <div
      className="suite-title"
      data-testid={testId}
      data-level={view.level}
      // the size level's font size, read by the heading and the accent bar
      style={{ '--suite-title-size': `${view.fontSize}px` } as CSSProperties}
    >
      <div className="suite-m-title__row">
        {view.accent && <span aria-hidden className="suite-m-title__accent" />}
        <div className="suite-m-title__main">
          <div
            role="heading"
            aria-level={view.headingLevel}
            data-testid={`${testId}-heading`}
            className="suite-m-title__heading"
          >
            {view.collapsible ? (
              <button
                type="button"
                aria-expanded={view.open}
                aria-controls={hasContent ? contentId : undefined}
                data-testid={`${testId}-toggle`}
                onClick={view.toggle}
                className="suite-m-title__toggle"
              >
                {heading}
                {view.open ? (
                  <DownOutline aria-hidden className="suite-m-title__chevron" />
                ) : (
                  <RightOutline aria-hidden className="suite-m-title__chevron" />
                )}
              </button>
            ) : (
              heading
            )}
          </div>
          {view.description && <div className="suite-m-title__description">{view.description}</div>}
        </div>
        {view.action && (
          <button
            type="button"
            aria-label={view.action.ariaLabel}
            data-testid={`${testId}-action`}
            onClick={view.act}
            className="suite-m-title__action"
          >
            {view.action.label}
            <RightOutline aria-hidden className="suite-m-title__chevron" />
          </button>
        )}
      </div>
      {hasContent && (
        <div id={contentId} hidden={!view.open} data-testid={`${testId}-content`}>
          {children}
        </div>
      )}
    </div>
  );
}
