import { useSuiteMessage } from '@suite-ui/mobile';
import { Button, Input, List, Space } from 'antd-mobile';
import { MESSAGE_TYPES, useFeedbackDemo } from './use-feedback-demo';

export default function FeedbackMobileShowcase() {
  const { t, handled, handle, messageOf } = useFeedbackDemo();
  const show = useSuiteMessage();
  return (
    <div data-testid="showcase-feedback">
      <List header={t('feedback.title')}>
        <List.Item>
          <Space wrap>
            {MESSAGE_TYPES.map((type) => (
              <Button
                key={type}
                size="small"
                onClick={() => show(messageOf(type))}
                data-testid={`feedback-${type}`}
              >
                {t(`feedback.demo.${type}`)}
              </Button>
            ))}
          </Space>
        </List.Item>
        <List.Item
          description={<span data-testid="feedback-debounced">{t('feedback.demo.debounced', handled)}</span>}
        >
          <Input
            aria-label={t('feedback.demo.debounce')}
            placeholder={t('feedback.demo.debounce')}
            onChange={handle}
            data-testid="feedback-debounce-input"
          />
        </List.Item>
      </List>
    </div>
  );
}
