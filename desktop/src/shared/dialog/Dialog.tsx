import { CloseOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { lockBodyScroll } from './scroll-lock';
import { tabbables, wrapTab } from './tabbables';

/** Something focusable: an element, or antd's input ref. */
export interface Focusable {
  focus(options?: FocusOptions): void;
}

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** The dialog's width in px (at most the viewport less 32 px, as antd's Modal). */
  width: number;
  /** Escape, the close button and a click on the mask ask for this. */
  onClose(): void;
  /** The close button's accessible name (from the catalogue). */
  closeLabel: string;
  footer?: ReactNode;
  children: ReactNode;
  bodyStyle?: CSSProperties;
  /** A click on the mask closes the dialog (true, as antd's Modal). */
  maskClosable?: boolean;
  /** Focused when the dialog opens; the dialog itself when not given. */
  initialFocus?: RefObject<Focusable | null>;
  /** On the dialog's wrap while it is open only (a kept, hidden dialog has none). */
  'data-testid'?: string;
}

const DURATION = 200;
const PANEL_IN: Keyframe[] = [
  { opacity: 0, transform: 'scale(0.96)' },
  { opacity: 1, transform: 'none' },
];
const MASK_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Closed, the dialog stays laid out but is not drawn: showing it again only flips these (display:
// none would throw its styles and layout away and make each opening compute them anew). Opacity and
// pointer-events also cover a part that sets visibility: visible (antd's form feedback icons).
const CLOSED = { visibility: 'hidden', opacity: '0', pointerEvents: 'none' } as const;
const OPEN = { visibility: '', opacity: '', pointerEvents: '' } as const;
function show(root: HTMLElement, open: boolean) {
  Object.assign(root.style, open ? OPEN : CLOSED);
}

// the focus goes back where it was before the opening, unless the user has moved it elsewhere since
function giveFocusBack(root: HTMLElement, returnTo: RefObject<HTMLElement | null>) {
  const target = returnTo.current;
  const active = document.activeElement;
  if (!target?.isConnected || !(active === null || active === document.body || root.contains(active))) return;
  target.focus({ preventScroll: true });
}

/**
 * A modal dialog that looks like antd 6's `Modal` (its tokens: mask, elevated panel, title, close
 * button, footer) and does only what opening needs: antd's Modal measures, scans the dialog for
 * focusable elements and runs rc-motion on every opening, which cost more than the content it shows.
 * Kept mounted while closed (laid out, not drawn), it opens by showing its portal: the scroll lock reads the
 * scrollbar before anything is shown (one layout), focus goes to `initialFocus` without scrolling,
 * and a short fade runs on the compositor (none with prefers-reduced-motion). Tab wraps inside it,
 * focus that leaves it for the page behind comes back, and closing returns focus where it was.
 */
export function Dialog({
  open,
  title,
  width,
  onClose,
  closeLabel,
  footer,
  children,
  bodyStyle,
  maskClosable = true,
  initialFocus,
  'data-testid': testId,
}: DialogProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const mask = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnWrap = useRef(false);
  // the style React gives the root once: closed, unless mounted open (Chromium does not let an
  // element take the focus when a subtree inserted hidden is shown in the same task)
  const [mountStyle] = useState(() => (open ? undefined : CLOSED));
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  // the fade of the opening or the closing that runs, cancelled by the next one
  const running = useRef<Animation[]>([]);
  // where the focus was before the dialog opened, where it goes back on closing
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const rootEl = root.current;
    const panelEl = panel.current;
    const maskEl = mask.current;
    if (!open || !rootEl || !panelEl || !maskEl) return undefined;
    if (document.activeElement instanceof HTMLElement && !rootEl.contains(document.activeElement)) {
      returnTo.current = document.activeElement;
    }
    const fade = (reverse: boolean) => {
      for (const animation of running.current) animation.cancel();
      running.current = [];
      if (typeof panelEl.animate !== 'function' || reducedMotion()) return null;
      const options: KeyframeAnimationOptions = reverse
        ? { duration: DURATION, easing: 'ease-in', fill: 'forwards' }
        : { duration: DURATION, easing: 'cubic-bezier(0.08, 0.82, 0.17, 1)' };
      const frames = (keyframes: Keyframe[]) => (reverse ? [...keyframes].reverse() : keyframes);
      running.current = [
        maskEl.animate(frames(MASK_IN), options),
        panelEl.animate(frames(PANEL_IN), options),
      ];
      rootEl.dataset.motion = reverse ? 'out' : 'in';
      return Promise.all(running.current.map((animation) => animation.finished)).then(
        () => true,
        () => false, // cancelled by the next opening or closing
      );
    };
    // read (the scrollbar's width) before showing anything, then write: one layout for the opening
    const unlock = lockBodyScroll();
    show(rootEl, true);
    delete rootEl.dataset.motion;
    void fade(false)?.then((done) => {
      if (done) delete rootEl.dataset.motion;
    });
    // focus that lands in the page behind comes back (popups the dialog opens come after it in the body)
    const first = initialFocus?.current ?? panelEl;
    let lastInside: Focusable | null = first;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      if (rootEl.contains(target)) {
        lastInside = target instanceof HTMLElement ? target : lastInside;
      } else if (rootEl.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) {
        const back = lastInside instanceof HTMLElement && !lastInside.isConnected ? null : lastInside;
        (back ?? tabbables(panelEl)[0] ?? panelEl).focus({ preventScroll: true });
      }
    };
    document.addEventListener('focusin', onFocusIn);
    first.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      // when the dialog unmounts (on an update, React puts back the focus a cleanup moves: the
      // effect below gives it back then)
      giveFocusBack(rootEl, returnTo);
      const hide = () => {
        for (const animation of running.current) animation.cancel();
        running.current = [];
        show(rootEl, false);
        delete rootEl.dataset.motion;
      };
      const closing = rootEl.isConnected ? fade(true) : null;
      rootEl.style.pointerEvents = 'none'; // a fading dialog takes no clicks
      if (!closing) hide();
      else
        void closing.then((done) => {
          if (done) hide();
        });
    };
  }, [open, initialFocus]);
  useLayoutEffect(() => {
    if (open || !root.current) return;
    giveFocusBack(root.current, returnTo);
    returnTo.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.stopPropagation();
      closeRef.current();
    } else if (panel.current) {
      wrapTab(event, panel.current);
    }
  };
  // a click that starts and ends on the mask (not a drag out of the panel) closes the dialog
  const onWrapMouseDown = (event: MouseEvent) => {
    pressedOnWrap.current = event.target === event.currentTarget;
  };
  const onWrapClick = (event: MouseEvent) => {
    if (maskClosable && pressedOnWrap.current && event.target === event.currentTarget) closeRef.current();
    pressedOnWrap.current = false;
  };

  const styles = useMemo(() => {
    const fixed: CSSProperties = { position: 'fixed', inset: 0, zIndex: token.zIndexPopupBase };
    // antd's Modal centres its close button in a header as high as the title plus two paddings
    const titleSize = Number.parseFloat(String(token.fontSizeHeading5));
    const headerHeight = titleSize * token.lineHeightHeading5 + token.padding * 2;
    const closeInset = (headerHeight - token.controlHeight) / 2;
    return {
      mask: { ...fixed, height: '100%', background: token.colorBgMask, pointerEvents: 'none' },
      wrap: { ...fixed, overflow: 'auto', outline: 0 },
      panel: {
        position: 'relative',
        top: 100,
        margin: '0 auto',
        maxWidth: `calc(100vw - ${token.margin * 2}px)`,
        boxSizing: 'border-box',
        outline: 0,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      },
      container: {
        position: 'relative',
        background: token.colorBgElevated,
        backgroundClip: 'padding-box',
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
        padding: `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`,
      },
      close: {
        position: 'absolute',
        top: closeInset,
        insetInlineEnd: closeInset,
        zIndex: 10,
        color: token.colorIcon,
        borderRadius: token.borderRadiusSM,
        fontSize: token.fontSizeLG,
      },
      header: { marginBottom: token.marginXS },
      title: {
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: titleSize,
        lineHeight: token.lineHeightHeading5,
        overflowWrap: 'break-word',
      },
      footer: { textAlign: 'end', marginTop: token.marginSM },
    } satisfies Record<string, CSSProperties>;
  }, [token]);
  const panelStyle = useMemo(() => ({ ...styles.panel, width }), [styles, width]);
  const bodyStyles = useMemo(() => ({ overflowWrap: 'break-word' as const, ...bodyStyle }), [bodyStyle]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    // after mounting, the layout effect shows and hides it (after the scroll lock's read), never React
    <div ref={root} className="suite-dialog" style={mountStyle}>
      <div ref={mask} className="suite-dialog-mask" style={styles.mask} />
      <div
        className="suite-dialog-wrap"
        style={styles.wrap}
        data-testid={open ? testId : undefined}
        onKeyDown={onKeyDown}
        onMouseDown={onWrapMouseDown}
        onClick={onWrapClick}
      >
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="suite-dialog-panel"
          style={panelStyle}
        >
          <div style={styles.container}>
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={closeLabel}
              onClick={() => closeRef.current()}
              style={styles.close}
              data-testid="dialog-close"
            />
            <div style={styles.header}>
              <div id={titleId} style={styles.title}>
                {title}
              </div>
            </div>
            <div style={bodyStyles}>{children}</div>
            {footer != null && <div style={styles.footer}>{footer}</div>}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
