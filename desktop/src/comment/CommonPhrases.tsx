import type { CommonPhrasesView } from '@suite-ui/core';
import type { ButtonProps } from 'antd';
import { useCommonPhrases, type UseCommonPhrasesProps } from '@suite-ui/core/react';
import { Alert, Button, Empty, Input, Modal, Segmented, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import './comment.css';

/** Props of the desktop common phrases. */
export interface CommonPhrasesProps extends Omit<UseCommonPhrasesProps, 'platform'> {
  /** Called with a phrase the user picked; without it the widget is the editor only. */
  onPick?: (content: string) => void;
}

function GroupSettings({ view }: { view: CommonPhrasesView }) {
  const [name, setName] = useState('');
  const { texts } = view;
  return (
    <Modal
      open={view.groupSettings.open}
      title={texts.groups}
      onCancel={view.groupSettings.hide}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="phrase-groups">
        {view.groups.map((group) => (
          <Space key={group.id} className="suite-comment__group" data-testid={group.testId}>
            <Input
              aria-label={texts.groupName}
              defaultValue={group.name}
              onBlur={(e) => e.target.value !== group.name && group.rename(e.target.value)}
              className="suite-comment__group-name"
            />
            <Button size="small" disabled={!group.canMoveUp} onClick={group.moveUp}>
              {texts.moveUp}
            </Button>
            <Button size="small" disabled={!group.canMoveDown} onClick={group.moveDown}>
              {texts.moveDown}
            </Button>
            <Button size="small" danger onClick={group.remove}>
              {texts.groupDelete}
            </Button>
          </Space>
        ))}
        <Space.Compact className="suite-comment__group-add">
          <Input
            aria-label={texts.groupName}
            placeholder={texts.groupName}
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="phrase-group-name"
          />
          <Button
            onClick={() => {
              view.groupSettings.add(name);
              setName('');
            }}
            data-testid="phrase-group-add"
          >
            {texts.groupAdd}
          </Button>
        </Space.Compact>
      </div>
    </Modal>
  );
}

/**
 * Common phrases (spec 2.3): a picker of the user's phrases by group, and the editor (add, edit,
 * delete, reorder) with group settings. Reordering sends only what core's sort plan changed.
 */
export function CommonPhrases({ onPick, ...props }: CommonPhrasesProps) {
  const view = useCommonPhrases({ ...props, platform: 'desktop' });
  const { texts } = view;
  if (view.status === 'loading') return <Spin aria-label={texts.loading} />;
  if (view.status === 'failed')
    return (
      <Alert
        type="error"
        title={texts.loadFailed}
        showIcon
        action={
          <Button size="small" onClick={view.retry}>
            {texts.retry}
          </Button>
        }
      />
    );
  return (
    <div className="suite-common-phrases" data-testid="common-phrases">
      <Segmented
        size="small"
        value={view.tabs.find((tab) => tab.active)?.id ?? ''}
        options={view.tabs.map((tab) => ({
          value: tab.id,
          label: <span data-testid={tab.testId}>{tab.name}</span>,
        }))}
        onChange={(id) => view.tabs.find((tab) => tab.id === id)?.select()}
      />
      {view.error && (
        <Alert type="error" title={view.error} showIcon className="suite-comment__phrase-error" />
      )}
      {view.empty ? (
        <Empty description={texts.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className="suite-comment__phrases">
          {view.phrases.map((phrase) => (
            <li key={phrase.id} data-testid={phrase.testId} className="suite-comment__phrase">
              {onPick ? (
                <Button
                  type="text"
                  onClick={() => onPick(phrase.content)}
                  className="suite-comment__phrase-use"
                  data-testid="phrase-use"
                >
                  {phrase.content}
                </Button>
              ) : (
                <Typography.Text className="suite-comment__phrase-text">{phrase.content}</Typography.Text>
              )}
              <Typography.Text type="secondary" className="suite-comment__phrase-group">
                {phrase.groupName}
              </Typography.Text>
              <Button size="small" type="link" onClick={phrase.edit} data-testid="phrase-edit">
                {texts.edit}
              </Button>
              <Button
                size="small"
                type="link"
                disabled={!phrase.canMoveUp}
                onClick={phrase.moveUp}
                data-testid="phrase-up"
              >
                {texts.moveUp}
              </Button>
              <Button size="small" type="link" danger onClick={phrase.remove} data-testid="phrase-delete">
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Space>
        <Button size="small" onClick={view.add} disabled={view.busy} data-testid="phrase-add">
          {texts.add}
        </Button>
        <Button size="small" onClick={view.groupSettings.show} data-testid="phrase-groups-open">
          {texts.groups}
        </Button>
      </Space>
      <Modal
        open={view.editor.open}
        title={view.editor.title}
        onCancel={view.editor.cancel}
        onOk={view.editor.save}
        okText={texts.save}
        cancelText={texts.cancel}
        okButtonProps={{ disabled: !view.editor.canSave, 'data-testid': 'phrase-save' } as ButtonProps}
        destroyOnHidden
      >
        <Space orientation="vertical" className="suite-comment__phrase-editor">
          <Input.TextArea
            aria-label={texts.content}
            value={view.editor.content}
            onChange={(e) => view.editor.change({ content: e.target.value })}
            data-testid="phrase-content"
          />
          <Select
            aria-label={texts.group}
            value={view.editor.groupId}
            options={view.groupOptions}
            onChange={(groupId) => view.editor.change({ groupId })}
            className="suite-comment__phrase-group-select"
          />
        </Space>
      </Modal>
      <GroupSettings view={view} />
      <SaveProblemDialog problem={view.problem} testId="phrases" />
    </div>
  );
}
