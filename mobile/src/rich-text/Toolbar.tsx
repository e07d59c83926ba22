import type { RichTextButtonState } from '@suite-ui/core/react';
import { Button, Picker } from 'antd-mobile';
import {
  DownOutline,
  FileOutline,
  LinkOutline,
  PictureOutline,
  RedoOutline,
  SmileOutline,
  UndoOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import './rich-text.css';

// Compact icons and glyphs for a phone-width toolbar (no emoji: a phone without an emoji font shows
// empty boxes); each button's accessible name is its label.
const GLYPHS: Record<string, ReactNode> = {
  Undo: <UndoOutline />,
  Redo: <RedoOutline />,
  Bold: 'B',
  Italic: 'I',
  Underline: 'U',
  Strike: 'S',
  NumberedList: '1.',
  BulletedList: <UnorderedListOutline />,
  Blockquote: '“',
  CodeSnippet: '</>',
  JustifyLeft: '⇤',
  JustifyCenter: '↔',
  JustifyRight: '⇥',
  Outdent: '«',
  Indent: '»',
  Link: <LinkOutline />,
  Unlink: '⊘',
  Image: <PictureOutline />,
  Attachment: <FileOutline />,
  Table: '▦',
  Mention: <UserOutline />,
  Emoji: <SmileOutline />,
  Source: '<>',
};

/**
 * A list or colour button: antd-mobile's Picker (a bottom wheel, as every other choice on the phone)
 * instead of a native select, which the phone drew unstyled. Colours show as swatches.
 */
function ChoiceItem({ button }: { button: RichTextButtonState }) {
  const [open, setOpen] = useState(false);
  const chosen = button.options.find((option) => option.value === button.value);
  const swatch = (color: string) => (
    <span aria-hidden className="suite-m-rich-text-swatch" style={{ background: color }} />
  );
  return (
    <>
      <Button
        size="mini"
        fill="none"
        aria-label={button.label}
        aria-haspopup="dialog"
        data-testid={button.testId}
        disabled={button.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(true)}
        className="suite-m-rich-text-choice"
      >
        {button.kind === 'color' && chosen ? swatch(chosen.value) : null}
        {button.kind === 'color' ? button.label : (chosen?.label ?? button.label)}
        <DownOutline className="suite-m-rich-text-choice-arrow" />
      </Button>
      <Picker
        visible={open}
        title={button.label}
        columns={[
          button.options.map((option) => ({
            value: option.value,
            label:
              button.kind === 'color' ? (
                <>
                  {swatch(option.value)}
                  {option.label}
                </>
              ) : (
                option.label
              ),
          })),
        ]}
        value={button.value === undefined ? [] : [button.value]}
        onClose={() => setOpen(false)}
        onConfirm={([value]) => {
          if (typeof value === 'string') button.press(value);
        }}
      />
    </>
  );
}

function ToolbarItem({ button }: { button: RichTextButtonState }) {
  if (button.kind === 'separator') return null;
  if (button.kind === 'select' || button.kind === 'color') return <ChoiceItem button={button} />;
  return (
    <Button
      size="mini"
      fill={button.active ? 'solid' : 'none'}
      color={button.active ? 'primary' : 'default'}
      aria-label={button.label}
      aria-pressed={button.kind === 'toggle' ? button.active : undefined}
      data-testid={button.testId}
      disabled={button.disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => button.press()}
      style={{ minWidth: 32, minHeight: 32, fontWeight: button.name === 'Bold' ? 700 : undefined }}
    >
      {GLYPHS[button.name] ?? button.label}
    </Button>
  );
}

/** The mobile toolbar: one scrolling row of compact buttons. */
export function Toolbar({
  buttons,
  label,
  fontSize,
}: {
  buttons: RichTextButtonState[];
  label: string;
  fontSize: string;
}) {
  return (
    <div
      role="toolbar"
      aria-label={label}
      data-testid="rich-text-toolbar"
      style={{
        display: 'flex',
        gap: 2,
        overflowX: 'auto',
        padding: 4,
        borderBottom: '1px solid var(--adm-color-border)',
        fontSize,
        alignItems: 'center',
      }}
    >
      {buttons.map((button) => (
        <ToolbarItem key={button.testId} button={button} />
      ))}
    </div>
  );
}
