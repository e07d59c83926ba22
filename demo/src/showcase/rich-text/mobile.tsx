import { RichTextEditor } from '@suite-ui/mobile';
import { Button, Card, Space } from 'antd-mobile';
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

export default function RichTextMobileShowcase() {
  const { t, draft, setDraft, saved, save } = useSavedDocument();
  return (
    <Space direction="vertical" block style={{ padding: 12 }} data-testid="showcase-rich-text">
      <Card
        title={t('rich-text.demo.full')}
        data-testid="rich-text-full"
        extra={
          <Button size="small" color="primary" onClick={save} data-testid="rich-text-save">
            {t('rich-text.demo.save')}
          </Button>
        }
      >
        <RichTextEditor value={draft} onChange={setDraft} searchPeople={searchPeople} />
        {saved !== null && (
          <div style={{ color: '#666', marginTop: 4 }} data-testid="rich-text-saved">
            {t('rich-text.demo.saved', { size: saved.length })}
          </div>
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
