import type { MatchWordsView } from '@suite-ui/core';
import { Button, DotLoading, ErrorBlock, Input, Popup, Tag } from 'antd-mobile';

/**
 * The user's match words offered under a quick-search bar while it has focus (spec 6, 7): a tap
 * puts the word in the bar.
 */
export function MatchWordsOffer({
  words,
  keyword,
  set,
}: {
  words: MatchWordsView;
  keyword: string;
  set(value: string): void;
}) {
  const offered = words.suggest(keyword);
  if (offered.length === 0) return null;
  return (
    <div
      role="list"
      aria-label={words.suggestionsLabel}
      data-testid="match-words-offer"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}
    >
      {offered.map((word) => (
        <span role="listitem" key={word}>
          <Button
            size="mini"
            // keeps the bar's focus: the offer stays while the tap lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => set(word)}
            data-testid="match-word-offer"
          >
            {word}
          </Button>
        </span>
      ))}
    </div>
  );
}

/** The button that opens the user's match words, and the sheet it opens. */
export function MatchWordsEditor({ words }: { words: MatchWordsView }) {
  const { editor, input } = words;
  return (
    <>
      <Button
        size="small"
        fill="outline"
        onClick={editor.openEditor}
        data-testid="advanced-search-match-words"
      >
        {words.title}
      </Button>
      <Popup
        visible={editor.open}
        onMaskClick={editor.close}
        bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }}
      >
        <div role="dialog" aria-label={words.title} data-testid="match-words-dialog" style={{ padding: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
            <strong style={{ flex: 1 }}>{words.title}</strong>
            <span style={{ color: 'var(--adm-color-weak)', marginInlineEnd: 8 }}>{words.countText}</span>
            <Button size="small" fill="none" onClick={editor.close}>
              {editor.closeLabel}
            </Button>
          </div>
          <p style={{ color: 'var(--adm-color-text-secondary)', margin: '0 0 8px' }}>{editor.hint}</p>
          {words.error && (
            <div role="alert" data-testid="match-words-error" style={{ color: 'var(--adm-color-danger)' }}>
              {words.error}
            </div>
          )}
          {words.status === 'error' ? (
            <ErrorBlock status="default" title={words.error ?? ''} description="">
              <Button color="primary" onClick={words.retry}>
                {words.retryLabel}
              </Button>
            </ErrorBlock>
          ) : (
            <>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Input
                  aria-label={input.label}
                  placeholder={input.placeholder}
                  maxLength={input.maxLength}
                  value={input.value}
                  onChange={input.set}
                  onEnterPress={input.add}
                  disabled={words.status !== 'ready'}
                  data-testid="match-words-input"
                  style={{ flex: 1, borderBottom: '1px solid var(--adm-color-border)' }}
                />
                <Button
                  size="small"
                  color="primary"
                  onClick={input.add}
                  loading={words.saving}
                  disabled={words.status !== 'ready'}
                  data-testid="match-words-add"
                >
                  {input.addLabel}
                </Button>
              </div>
              {input.problem && (
                <div
                  role="alert"
                  data-testid="match-words-problem"
                  style={{ color: 'var(--adm-color-danger)' }}
                >
                  {input.problem}
                </div>
              )}
              {words.status === 'loading' ? (
                <DotLoading />
              ) : words.words.length === 0 ? (
                <p style={{ color: 'var(--adm-color-weak)' }}>{words.emptyText}</p>
              ) : (
                <div
                  role="list"
                  data-testid="match-words-list"
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 12 }}
                >
                  {words.words.map((item) => (
                    <span role="listitem" key={item.word}>
                      <Tag color="primary" fill="outline" data-testid="match-word" data-word={item.word}>
                        {item.word}
                        <button
                          type="button"
                          aria-label={item.removeLabel}
                          disabled={words.saving}
                          onClick={item.remove}
                          style={{ border: 0, background: 'none', padding: '0 0 0 4px', color: 'inherit' }}
                        >
                          ×
                        </button>
                      </Tag>
                    </span>
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </Popup>
    </>
  );
}
