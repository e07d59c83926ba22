import { NumberInput } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useExamples } from './examples';

export default function NumberInputDesktopShowcase() {
  const examples = useExamples();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="showcase-number-input"
    >
      {examples.map((example) => (
        <Card key={example.id} title={example.title} data-testid={`example-${example.id}`}>
          <Space orientation="vertical">
            <NumberInput {...example.props} ariaLabel={example.title} testId={`number-${example.id}`} />
            <Typography.Text data-testid={`value-${example.id}`}>{example.shown}</Typography.Text>
          </Space>
        </Card>
      ))}
    </Space>
  );
}
