import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { Platform } from '../../shared/platform';
import type { PopupProps } from './popup.props';
import { usePopup } from './use-popup';
import { cloneElement, useCallback, useLayoutEffect, type CSSProperties, type MouseEvent } from 'react';

/** The DOM element behind a trigger's ref: components such as Input give a handle with `nativeElement`. */
function triggerElement(node: unknown): HTMLElement | null {
  if (node instanceof HTMLElement) return node;
  const native = (node as { nativeElement?: unknown } | null)?.nativeElement;
  return native instanceof HTMLElement ? native : null;
}

/** Props of `FloatingPopup`: the popup's, plus the platform and the skin's look of the floating part. */
export interface FloatingPopupProps extends PopupProps {
  platform: Platform;
  /** The skin's look of the floating part (background, shadow, radius, padding, stacking). */
  surface: CSSProperties;
}

/**
 * The popup machine placed with @floating-ui/react, shared by both skins, which only give its look
 * (spec 4, 9): shown by hover, click, focus or context menu after its enter delay, hidden after the
 * leave delay, by a click outside or by Escape (which returns the focus to the trigger); bottomLeft
 * unless told. Click and context-menu popups are dialogs the focus moves into (WAI-ARIA), hover and
 * focus popups tooltips.
 */
export function FloatingPopup({
  content,
  children,
  testId = 'popup',
  platform,
  surface,
  ...input
}: FloatingPopupProps) {
  const { popup, setTrigger: keepTrigger } = usePopup({ ...input, platform });
  const {
    refs: { setReference, setFloating, setPositionReference },
    floatingStyles,
    context,
  } = useFloating({
    open: popup.open,
    onOpenChange: (open, _event, reason) => {
      if (open) return;
      if (reason === 'escape-key') popup.escape();
      else popup.outside();
    },
    placement: popup.floatingPlacement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: popup.role });
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss, role]);
  const { point } = popup;
  useLayoutEffect(() => {
    // a context menu opens where it was asked for
    setPositionReference(
      point
        ? { getBoundingClientRect: () => DOMRect.fromRect({ x: point.x, y: point.y, width: 0, height: 0 }) }
        : null,
    );
  }, [point, setPositionReference]);
  const setTrigger = useCallback(
    (node: unknown) => {
      const element = triggerElement(node);
      setReference(element);
      keepTrigger(element);
    },
    [setReference, keepTrigger],
  );
  const trigger = cloneElement(
    children,
    getReferenceProps({
      ref: setTrigger,
      onPointerEnter: popup.pointerEnter,
      onPointerLeave: popup.pointerLeave,
      onClick: popup.click,
      onFocus: popup.focus,
      onBlur: popup.blur,
      onContextMenu: (event: MouseEvent) => {
        if (!popup.triggers.includes('contextMenu')) return;
        event.preventDefault();
        popup.contextMenu(event.clientX, event.clientY);
      },
    }),
  );
  const floating = (
    <div
      ref={setFloating}
      data-testid={testId}
      data-placement={popup.placement}
      style={{ ...floatingStyles, ...surface }}
      {...getFloatingProps({ onPointerEnter: popup.pointerEnter, onPointerLeave: popup.pointerLeave })}
    >
      {content}
    </div>
  );
  return (
    <>
      {trigger}
      {popup.open && (
        <FloatingPortal>
          {popup.role === 'dialog' ? (
            <FloatingFocusManager context={context} modal={false} returnFocus={false}>
              {floating}
            </FloatingFocusManager>
          ) : (
            floating
          )}
        </FloatingPortal>
      )}
    </>
  );
}
