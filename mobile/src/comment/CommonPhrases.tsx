import { useCommonPhrases, type UseCommonPhrasesProps } from '@suite-ui/core/react';
import {
  Button,
  CapsuleTabs,
  Dialog,
  ErrorBlock,
  Input,
  List,
  Selector,
  SpinLoading,
  TextArea,
} from 'antd-mobile';
import { useState } from 'react';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import './comment.css';

/** Props of the mobile common phrases. */
export interface CommonPhrasesProps extends Omit<UseCommonPhrasesProps, 'platform'> {
  /** Called with a picked phrase; without it the widget is the editor only. */
  onPick?: (content: string) => void;
}

/** Common phrases on mobile (spec 2.3): picker by group, editor and group settings. */
export function CommonPhrases({ onPick, ...props }: CommonPhrasesProps) {
  const view = useCommonPhrases({ ...props, platform: 'mobile' });
  const [groupName, setGroupName] = useState('');
  const { texts } = view;
  if (view.status === 'loading') return <SpinLoading aria-label={texts.loading} />;
  if (view.status === 'failed')
    return (
      <ErrorBlock status="default" title={texts.loadFailed} description="">
        <Button size="small" onClick={view.retry}>
          {texts.retry}
        </Button>
      </ErrorBlock>
    );
  return (
    <div data-testid="common-phrases">
      <CapsuleTabs
        activeKey={view.tabs.find((tab) => tab.active)?.id ?? ''}
        onChange={(id) => view.tabs.find((tab) => tab.id === id)?.select()}
      >
        {view.tabs.map((tab) => (
          <CapsuleTabs.Tab key={tab.id} title={<span data-testid={tab.testId}>{tab.name}</span>} />
        ))}
      </CapsuleTabs>
      {view.error && <p role="alert">{view.error}</p>}
      {view.empty ? (
        <p>{texts.empty}</p>
      ) : (
        <List>
          {view.phrases.map((phrase) => (
            <List.Item
              key={phrase.id}
              data-testid={phrase.testId}
              description={phrase.groupName}
              onClick={onPick ? () => onPick(phrase.content) : undefined}
              extra={
                <span className="suite-m-comment__phrase-actions">
                  <Button
                    size="mini"
                    onClick={(e) => {
                      e.stopPropagation();
                      phrase.edit();
                    }}
                    data-testid="phrase-edit"
                  >
                    {texts.edit}
                  </Button>
                  <Button
                    size="mini"
                    disabled={!phrase.canMoveUp}
                    onClick={(e) => {
                      e.stopPropagation();
                      phrase.moveUp();
                    }}
                    data-testid="phrase-up"
                  >
                    {texts.moveUp}
                  </Button>
                  <Button
                    size="mini"
                    color="danger"
                    onClick={(e) => {
                      e.stopPropagation();
                      phrase.remove();
                    }}
                    data-testid="phrase-delete"
                  >
                    {texts.remove}
                  </Button>
                </span>
              }
            >
              <span data-testid="phrase-use">{phrase.content}</span>
            </List.Item>
          ))}
        </List>
      )}
      <div className="suite-m-comment__phrase-toolbar">
        <Button size="small" onClick={view.add} disabled={view.busy} data-testid="phrase-add">
          {texts.add}
        </Button>
        <Button size="small" onClick={view.groupSettings.show} data-testid="phrase-groups-open">
          {texts.groups}
        </Button>
      </div>
      <Dialog
        visible={view.editor.open}
        title={view.editor.title}
        onClose={view.editor.cancel}
        content={
          <div>
            <TextArea
              aria-label={texts.content}
              value={view.editor.content}
              onChange={(content) => view.editor.change({ content })}
              data-testid="phrase-content"
            />
            <Selector
              columns={2}
              options={view.groupOptions}
              value={[view.editor.groupId]}
              onChange={(values) => values[0] !== undefined && view.editor.change({ groupId: values[0] })}
            />
          </div>
        }
        actions={[
          [
            { key: 'cancel', text: texts.cancel, onClick: view.editor.cancel },
            {
              key: 'save',
              text: <span data-testid="phrase-save">{texts.save}</span>,
              bold: true,
              disabled: !view.editor.canSave,
              onClick: view.editor.save,
            },
          ],
        ]}
      />
      <Dialog
        visible={view.groupSettings.open}
        title={texts.groups}
        onClose={view.groupSettings.hide}
        closeOnMaskClick
        content={
          <div data-testid="phrase-groups">
            {view.groups.map((group) => (
              <div key={group.id} data-testid={group.testId} className="suite-m-comment__phrase-group">
                <span className="suite-m-comment__phrase-group-name">{group.name}</span>
                <Button size="mini" disabled={!group.canMoveUp} onClick={group.moveUp}>
                  {texts.moveUp}
                </Button>
                <Button size="mini" color="danger" onClick={group.remove}>
                  {texts.groupDelete}
                </Button>
              </div>
            ))}
            <Input
              aria-label={texts.groupName}
              placeholder={texts.groupName}
              value={groupName}
              onChange={setGroupName}
              data-testid="phrase-group-name"
            />
          </div>
        }
        actions={[
          [
            { key: 'close', text: texts.close, onClick: view.groupSettings.hide },
            {
              key: 'add',
              text: <span data-testid="phrase-group-add">{texts.groupAdd}</span>,
              onClick: () => {
                view.groupSettings.add(groupName);
                setGroupName('');
              },
            },
          ],
        ]}
      />
      <SaveProblemDialog problem={view.problem} testId="phrases" />
    </div>
  );
}
