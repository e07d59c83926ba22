import { useSuiteMessage } from '@suite-ui/desktop';
import { Button, Card, Input, Space, Typography } from 'antd';
import { MESSAGE_TYPES, useFeedbackDemo } from './use-feedback-demo';

export default function FeedbackDesktopShowcase() {
  const { t, handled, handle, messageOf } = useFeedbackDemo();
  const [show, holder] = useSuiteMessage();
  return (
    <Card title={t('feedback.title')} data-testid="showcase-feedback">
      {holder}
      <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 480 }}>
        <Space wrap>
          {MESSAGE_TYPES.map((type) => (
            <Button key={type} onClick={() => show(messageOf(type))} data-testid={`feedback-${type}`}>
              {t(`feedback.demo.${type}`)}
            </Button>
          ))}
        </Space>
        <Input
          aria-label={t('feedback.demo.debounce')}
          placeholder={t('feedback.demo.debounce')}
          onChange={(event) => handle(event.target.value)}
          data-testid="feedback-debounce-input"
        />
        <Typography.Text data-testid="feedback-debounced">
          {t('feedback.demo.debounced', handled)}
        </Typography.Text>
      </Space>
    </Card>
  );
}
