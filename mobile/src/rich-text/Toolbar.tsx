import type { RichTextButtonState } from '@suite-ui/core/react';
import { Button } from 'antd-mobile';
import {
  FileOutline,
  LinkOutline,
  PictureOutline,
  RedoOutline,
  SmileOutline,
  UndoOutline,
  UnorderedListOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

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

function ToolbarItem({ button }: { button: RichTextButtonState }) {
  if (button.kind === 'separator') return null;
  if (button.kind === 'select' || button.kind === 'color')
    return (
      <select
        aria-label={button.label}
        data-testid={button.testId}
        disabled={button.disabled}
        value={button.value ?? ''}
        onChange={(event) => button.press(event.target.value)}
        style={{
          height: 32,
          maxWidth: 96,
          fontSize: 'inherit',
          color: button.kind === 'color' ? undefined : 'inherit',
        }}
      >
        {button.value === undefined && <option value="">{button.label}</option>}
        {button.options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            style={button.kind === 'color' ? { color: option.value } : undefined}
          >
            {button.kind === 'color' ? `■ ${option.label}` : option.label}
          </option>
        ))}
      </select>
    );
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
        borderBottom: '1px solid #eee',
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
