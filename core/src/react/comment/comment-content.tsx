import type { ContentTokenView } from '../../comment';

/**
 * A comment's content as React text, shared by both skins: mentions, emoji and links from core's tokens. Nothing is ever
 * parsed as HTML; link addresses were checked by core (http, https, mailto only).
 */
export function CommentContent({ tokens }: { tokens: readonly ContentTokenView[] }) {
  return (
    <>
      {tokens.map((token, index) => {
        switch (token.kind) {
          case 'mention':
            return (
              <span
                key={index}
                className="suite-comment-mention"
                style={{ color: 'var(--ant-color-link, var(--adm-color-primary))' }}
                data-testid="comment-mention"
                data-user-id={token.mention.userId}
              >
                {token.text}
              </span>
            );
          case 'emoji':
            // the picture the picker shows (a machine without a colour emoji font shows it too);
            // the glyph stands in only where core has no picture
            return token.image ? (
              <img
                key={index}
                src={token.image}
                alt={token.label}
                title={token.label}
                width={token.size}
                height={token.size}
                draggable={false}
                style={{ verticalAlign: 'text-bottom', display: 'inline' }}
                data-testid="comment-emoji"
                data-tag={token.emoji.tag}
              />
            ) : (
              <span
                key={index}
                role="img"
                aria-label={token.label}
                title={token.label}
                data-testid="comment-emoji"
                data-tag={token.emoji.tag}
              >
                {token.emoji.glyph}
              </span>
            );
          case 'link':
            return (
              <a
                key={index}
                href={token.href}
                target="_blank"
                rel="noopener noreferrer"
                style={{ color: 'var(--ant-color-link, var(--adm-color-primary))' }}
                data-testid="comment-link"
              >
                {token.text}
              </a>
            );
          default:
            return <span key={index}>{token.text}</span>;
        }
      })}
    </>
  );
}
