import type { QuickMenuProps } from '@suite-ui/core/react';
import { rovingFocusKeyDown } from '@suite-ui/core/dom';
import { useQuickMenu } from '@suite-ui/core/react';
import { FloatingBubble } from 'antd-mobile';
import { AppOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useId, useRef, type CSSProperties } from 'react';

const moveFocus = rovingFocusKeyDown({ items: '[role="menuitem"]' });

/**
 * The mobile quick-action floating menu (spec 2.3, 9): a round (50 %) floating button that can be
 * dragged aside and opens a menu of round actions in the suite colours. Escape closes it and gives
 * the focus back to the button.
 */
export function QuickMenu({ actions, onAction }: QuickMenuProps) {
  const menu = useQuickMenu(actions);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (menu.open) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu.open]);
  const close = () => {
    menu.close();
    button.current?.focus();
  };
  return (
    <>
      <FloatingBubble
        axis="xy"
        magnetic="x"
        style={
          {
            '--initial-position-bottom': '24px',
            '--initial-position-right': '24px',
            '--edge-distance': '24px',
            '--background': menu.background,
            '--border-radius': menu.radius,
            '--size': '52px',
          } as CSSProperties
        }
      >
        <button
          ref={button}
          type="button"
          aria-label={menu.open ? menu.texts.close : menu.texts.open}
          aria-haspopup="menu"
          aria-expanded={menu.open}
          aria-controls={menu.open ? menuId : undefined}
          onClick={menu.toggle}
          data-testid="quick-menu"
          style={{
            all: 'unset',
            display: 'flex',
            width: '100%',
            height: '100%',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 26,
            color: 'var(--adm-color-text-light-solid)',
          }}
        >
          {menu.open ? <CloseOutline aria-hidden /> : <AppOutline aria-hidden />}
        </button>
      </FloatingBubble>
      {menu.open && (
        <ul
          ref={list}
          id={menuId}
          role="menu"
          aria-label={menu.texts.open}
          onKeyDown={(event) => (event.key === 'Escape' ? close() : moveFocus(event))}
          style={{
            position: 'fixed',
            right: 24,
            bottom: 90,
            zIndex: 1000,
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 10,
            alignItems: 'flex-end',
          }}
        >
          {menu.actions.map((action) => (
            <li key={action.key} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  onAction(action.key);
                  close();
                }}
                data-testid={action.testId}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  border: 0,
                  background: 'none',
                  padding: 0,
                  fontSize: 'var(--adm-font-size-7)',
                  color: 'var(--adm-color-text)',
                }}
              >
                <span
                  style={{
                    background: 'var(--adm-color-background)',
                    padding: '2px 8px',
                    borderRadius: 4,
                    boxShadow:
                      '0 1px 4px color-mix(in srgb, var(--adm-color-text-dark-solid) 15%, transparent)',
                  }}
                >
                  {action.text}
                </span>
                <span
                  aria-hidden
                  style={{
                    width: 44,
                    height: 44,
                    borderRadius: menu.radius,
                    background: action.background,
                    color: 'var(--adm-color-text-light-solid)',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {Array.from(action.text)[0]}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export type { QuickMenuProps } from '@suite-ui/core/react';
