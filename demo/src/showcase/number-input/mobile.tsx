import { NumberInput } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useExamples } from './examples';

export default function NumberInputMobileShowcase() {
  const examples = useExamples();
  return (
    <div data-testid="showcase-number-input">
      {examples.map((example) => (
        <List key={example.id} header={example.title} data-testid={`example-${example.id}`}>
          <List.Item description={<span data-testid={`value-${example.id}`}>{example.shown}</span>}>
            <NumberInput {...example.props} ariaLabel={example.title} testId={`number-${example.id}`} />
          </List.Item>
        </List>
      ))}
    </div>
  );
}
