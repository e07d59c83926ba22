import { createActor, toPromise } from 'xstate';
import { createRichTextServices, richTextActors } from './rich-text.service';

const search = (actors: ReturnType<typeof richTextActors>, keyword: string) =>
  toPromise(createActor(actors.searchPeople, { input: { keyword } }).start());

describe('richTextActors: the people a mention offers', () => {
  it("asks the host's people search with the keyword", async () => {
    const asked: string[] = [];
    const services = createRichTextServices({
      searchPeople: async (keyword) => {
        asked.push(keyword);
        return [{ id: '1', name: '张三' }];
      },
    });
    await expect(search(richTextActors(services), '张')).resolves.toEqual([{ id: '1', name: '张三' }]);
    expect(asked).toEqual(['张']);
  });

  it('finds nobody without a people search', async () => {
    await expect(search(richTextActors(createRichTextServices()), '张')).resolves.toEqual([]);
  });
});
