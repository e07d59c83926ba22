import { TagsOutlined } from '@ant-design/icons';
import type { MatchWordsView } from '@suite-ui/core';
import { Alert, AutoComplete, Button, Empty, Flex, Input, Modal, Spin, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';

/**
 * A quick-search box that offers the user's match words as they type (spec 6, 7): picking one puts
 * it in the box. `children` is the box itself.
 */
export function MatchWordsOffer({
  words,
  keyword,
  set,
  children,
}: {
  words: MatchWordsView;
  keyword: string;
  set(value: string): void;
  children: ReactElement;
}) {
  return (
    <AutoComplete
      value={keyword}
      onChange={set}
      onSelect={set}
      options={words.suggest(keyword).map((word) => ({ value: word, label: word }))}
      aria-label={words.suggestionsLabel}
      style={{ width: 260 }}
    >
      {children}
    </AutoComplete>
  );
}

/** The button that opens the user's match words, and the editor it opens. */
export function MatchWordsEditor({ words }: { words: MatchWordsView }) {
  const { editor, input } = words;
  return (
    <>
      <Button icon={<TagsOutlined />} onClick={editor.openEditor} data-testid="advanced-search-match-words">
        {words.title}
      </Button>
      <Modal
        open={editor.open}
        title={words.title}
        onCancel={editor.close}
        footer={null}
        width={500}
        destroyOnHidden
      >
        <div data-testid="match-words-dialog">
          <Typography.Paragraph type="secondary">{editor.hint}</Typography.Paragraph>
          {words.error && (
            <Alert
              type="error"
              showIcon
              title={words.error}
              style={{ marginBottom: 12 }}
              data-testid="match-words-error"
              action={
                words.status === 'error' ? (
                  <Button size="small" onClick={words.retry}>
                    {words.retryLabel}
                  </Button>
                ) : undefined
              }
            />
          )}
          <Flex gap={8}>
            <Input
              aria-label={input.label}
              placeholder={input.placeholder}
              maxLength={input.maxLength}
              value={input.value}
              status={input.problem ? 'error' : undefined}
              disabled={words.status !== 'ready'}
              onChange={(event) => input.set(event.target.value)}
              onPressEnter={input.add}
              data-testid="match-words-input"
            />
            <Button
              type="primary"
              onClick={input.add}
              loading={words.saving}
              disabled={words.status !== 'ready'}
              data-testid="match-words-add"
            >
              {input.addLabel}
            </Button>
          </Flex>
          {input.problem && (
            <Typography.Text type="danger" role="alert" data-testid="match-words-problem">
              {input.problem}
            </Typography.Text>
          )}
          <Flex justify="flex-end" style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">{words.countText}</Typography.Text>
          </Flex>
          {words.status === 'loading' ? (
            <Spin />
          ) : words.words.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={words.emptyText} />
          ) : (
            <Flex wrap gap={6} data-testid="match-words-list" role="list">
              {words.words.map((item) => (
                <Tag
                  key={item.word}
                  role="listitem"
                  closable={!words.saving}
                  onClose={(event) => {
                    event.preventDefault();
                    item.remove();
                  }}
                  closeIcon={
                    <button
                      type="button"
                      aria-label={item.removeLabel}
                      style={{
                        border: 0,
                        background: 'none',
                        padding: 0,
                        cursor: 'pointer',
                        color: 'inherit',
                      }}
                    >
                      ×
                    </button>
                  }
                  data-testid="match-word"
                  data-word={item.word}
                  style={{ marginInlineEnd: 0 }}
                >
                  {item.word}
                </Tag>
              ))}
            </Flex>
          )}
        </div>
      </Modal>
    </>
  );
}
