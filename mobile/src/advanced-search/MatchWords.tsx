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
      className="suite-m-advanced-search__offer"
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
        bodyClassName="suite-m-advanced-search__words-sheet"
      >
        <div
          role="dialog"
          aria-label={words.title}
          data-testid="match-words-dialog"
          className="suite-m-advanced-search__words"
        >
          <div className="suite-m-advanced-search__words-head">
            <strong className="suite-m-advanced-search__words-title">{words.title}</strong>
            <span className="suite-m-advanced-search__words-count">{words.countText}</span>
            <Button size="small" fill="none" onClick={editor.close}>
              {editor.closeLabel}
            </Button>
          </div>
          <p className="suite-m-advanced-search__words-hint">{editor.hint}</p>
          {words.error && (
            <div
              role="alert"
              data-testid="match-words-error"
              className="suite-m-advanced-search__words-alert"
            >
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
              <div className="suite-m-advanced-search__words-add">
                <Input
                  aria-label={input.label}
                  placeholder={input.placeholder}
                  maxLength={input.maxLength}
                  value={input.value}
                  onChange={input.set}
                  onEnterPress={input.add}
                  disabled={words.status !== 'ready'}
                  data-testid="match-words-input"
                  className="suite-m-advanced-search__words-input"
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
                  className="suite-m-advanced-search__words-alert"
                >
                  {input.problem}
                </div>
              )}
              {words.status === 'loading' ? (
                <DotLoading />
              ) : words.words.length === 0 ? (
                <p className="suite-m-advanced-search__words-empty">{words.emptyText}</p>
              ) : (
                <div
                  role="list"
                  data-testid="match-words-list"
                  className="suite-m-advanced-search__words-list"
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
                          className="suite-m-advanced-search__word-remove"
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
