import { RichTextEditor } from '@suite-ui/desktop';
import { Button, Card, Space, Typography } from 'antd';
import { searchPeople, useSavedDocument } from './rich-text-demo-data';

const SIMPLE = [
  'Bold',
  'Italic',
  'Underline',
  'Strike',
  'FontColor',
  'Link',
  'NumberedList',
  'BulletedList',
  'Emoji',
  'Image',
];

export default function RichTextDesktopShowcase() {
  const { t, draft, setDraft, saved, save } = useSavedDocument();
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 900 }}
      data-testid="showcase-rich-text"
    >
      <Card
        title={t('rich-text.demo.full')}
        data-testid="rich-text-full"
        extra={
          <Button type="primary" onClick={save} data-testid="rich-text-save">
            {t('rich-text.demo.save')}
          </Button>
        }
      >
        <RichTextEditor value={draft} onChange={setDraft} searchPeople={searchPeople} />
        {saved !== null && (
          <Typography.Text type="secondary" data-testid="rich-text-saved">
            {t('rich-text.demo.saved', { size: saved.length })}
          </Typography.Text>
        )}
      </Card>
      <Card title={t('rich-text.demo.simple')} data-testid="rich-text-simple">
        <RichTextEditor buttons={SIMPLE} placeholder={t('rich-text.demo.placeholder')} publicDeployment />
      </Card>
      {saved !== null && (
        <Card title={t('rich-text.demo.readOnly')} data-testid="rich-text-readonly">
          <RichTextEditor key={saved} defaultValue={saved} readOnly />
        </Card>
      )}
    </Space>
  );
}
