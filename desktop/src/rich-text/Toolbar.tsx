import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  CodeOutlined,
  CommentOutlined,
  DisconnectOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  Html5Outlined,
  ItalicOutlined,
  LinkOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PictureOutlined,
  RedoOutlined,
  SmileOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { RichTextButtonState } from '@suite-ui/core/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  Undo: <UndoOutlined />,
  Redo: <RedoOutlined />,
  Bold: <BoldOutlined />,
  Italic: <ItalicOutlined />,
  Underline: <UnderlineOutlined />,
  Strike: <StrikethroughOutlined />,
  NumberedList: <OrderedListOutlined />,
  BulletedList: <UnorderedListOutlined />,
  Blockquote: <CommentOutlined />,
  CodeSnippet: <CodeOutlined />,
  JustifyLeft: <AlignLeftOutlined />,
  JustifyCenter: <AlignCenterOutlined />,
  JustifyRight: <AlignRightOutlined />,
  Outdent: <MenuFoldOutlined />,
  Indent: <MenuUnfoldOutlined />,
  Link: <LinkOutlined />,
  Unlink: <DisconnectOutlined />,
  Image: <PictureOutlined />,
  Attachment: <PaperClipOutlined />,
  Table: <TableOutlined />,
  Mention: <UserOutlined />,
  Emoji: <SmileOutlined />,
  Source: <Html5Outlined />,
  Maximize: <FullscreenOutlined />,
};

function ToolbarButton({ button }: { button: RichTextButtonState }) {
  if (button.kind === 'separator') return <Divider orientation="vertical" />;
  if (button.kind === 'select' || button.kind === 'color')
    return (
      <Select
        size="small"
        aria-label={button.label}
        data-testid={button.testId}
        placeholder={button.label}
        value={button.value}
        disabled={button.disabled}
        popupMatchSelectWidth={false}
        style={{ minWidth: button.kind === 'color' ? 64 : 96 }}
        onChange={(value: string) => button.press(value)}
        options={button.options.map((option) => ({
          value: option.value,
          label:
            button.kind === 'color' ? (
              <span
                aria-label={option.label}
                style={{
                  display: 'inline-block',
                  width: 14,
                  height: 14,
                  background: option.value,
                  verticalAlign: 'middle',
                }}
              />
            ) : (
              option.label
            ),
        }))}
      />
    );
  const icon =
    button.name === 'Maximize' && button.active ? (
      <FullscreenExitOutlined />
    ) : (
      (ICONS[button.name] ?? button.label)
    );
  return (
    <Tooltip title={button.label}>
      <Button
        type={button.active ? 'primary' : 'text'}
        ghost={button.active}
        size="small"
        icon={icon}
        aria-label={button.label}
        aria-pressed={button.kind === 'toggle' ? button.active : undefined}
        data-testid={button.testId}
        disabled={button.disabled}
        // keep the editor's selection: the press must not take the focus first
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => button.press()}
      />
    </Tooltip>
  );
}

/** The desktop toolbar: icon buttons with tooltips, selects for format, size and colour. */
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
        flexWrap: 'wrap',
        gap: 4,
        alignItems: 'center',
        padding: 4,
        borderBottom: '1px solid var(--ant-color-border-secondary)',
        fontSize,
      }}
    >
      {buttons.map((button) => (
        <ToolbarButton key={button.testId} button={button} />
      ))}
    </div>
  );
}
