import { BoxSelection } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useBoxOptions } from './options';

export default function BoxSelectionMobileShowcase() {
  const { t, leave, topics } = useBoxOptions();
  return (
    <div data-testid="showcase-box-selection">
      <List header={t('box-selection.demo.single')}>
        <List.Item>
          <BoxSelection
            options={leave}
            defaultValue={['annual']}
            ariaLabel={t('box-selection.demo.single')}
            testId="box-single"
          />
        </List.Item>
      </List>
      <List header={t('box-selection.demo.multiple')}>
        <List.Item>
          <BoxSelection
            options={topics}
            multiple
            max={3}
            ariaLabel={t('box-selection.demo.multiple')}
            testId="box-multiple"
          />
        </List.Item>
      </List>
    </div>
  );
}
