import { Comment } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { DEMO_TARGET, DEMO_USER } from './seed';

export default function CommentMobileShowcase() {
  const t = useT();
  return (
    <div data-testid="showcase-comment">
      <p style={{ padding: '0 12px', color: 'var(--adm-color-weak)', fontSize: 13 }}>
        {t('comment.demo.intro')}
      </p>
      <Comment target={DEMO_TARGET} currentUser={DEMO_USER} />
    </div>
  );
}
