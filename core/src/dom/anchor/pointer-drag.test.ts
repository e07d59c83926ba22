/** @jest-environment jsdom */
import { SimulatedClock, createActor } from 'xstate';
import { anchorMachine, anchorTexts, connectAnchor, type AnchorView } from '../../anchor';
import { connectEnv } from '../../shared/connect';
import { ANCHOR_LINK_ATTRIBUTE, anchorPointerDrag } from './pointer-drag';

const links = [
  { id: 'intro', title: 'Introduction' },
  { id: 'usage', title: 'Usage' },
  { id: 'faq', title: 'FAQ' },
];

function start() {
  const actor = createActor(anchorMachine, { clock: new SimulatedClock(), input: { links } });
  actor.start();
  const env = connectEnv(anchorTexts, 'en_US', 'mobile');
  const view = (): AnchorView => connectAnchor(actor.getSnapshot(), actor.send, env);
  // one element per link, and a pointer that is over whichever element the test names
  const elements = new Map(
    links.map(({ id }) => {
      const item = document.createElement('li');
      item.setAttribute(ANCHOR_LINK_ATTRIBUTE, id);
      document.body.append(item);
      return [id, item] as const;
    }),
  );
  let under: Element | null = null;
  document.elementFromPoint = () => under;
  const handle = (id: string) =>
    anchorPointerDrag(
      view(),
      view().links.find((l) => l.id === id)!,
    );
  const pointer = (id: string | null) => {
    under = id ? (elements.get(id)?.appendChild(document.createElement('span')) ?? null) : document.body;
    return { pointerId: 1, button: 0, clientX: 0, clientY: 0, currentTarget: document.body };
  };
  return { view, handle, pointer };
}

const order = (view: () => AnchorView) => view().links.map((l) => l.id);

describe('anchorPointerDrag', () => {
  it('drags a link with a finger before the link it is let go over', () => {
    const { view, handle, pointer } = start();
    handle('faq').onPointerDown(pointer('faq'));
    handle('faq').onPointerMove(pointer('usage'));
    expect(view().links.find((l) => l.id === 'usage')?.over).toBe(true);
    handle('faq').onPointerUp();
    expect(order(view)).toEqual(['intro', 'faq', 'usage']);
  });

  it('a tap on the handle, or a release outside the list, leaves the order alone', () => {
    const { view, handle, pointer } = start();
    handle('intro').onPointerDown(pointer('intro'));
    handle('intro').onPointerUp();
    expect(order(view)).toEqual(['intro', 'usage', 'faq']);
    expect(view().dragging).toBe(false);

    handle('intro').onPointerDown(pointer('intro'));
    handle('intro').onPointerMove(pointer(null));
    handle('intro').onPointerUp();
    expect(order(view)).toEqual(['intro', 'usage', 'faq']);
  });

  it('ignores other mouse buttons and a cancelled pointer', () => {
    const { view, handle, pointer } = start();
    handle('intro').onPointerDown({ ...pointer('intro'), button: 2 });
    expect(view().dragging).toBe(false);
    handle('intro').onPointerDown(pointer('intro'));
    handle('intro').onPointerMove(pointer('faq'));
    handle('intro').onPointerCancel();
    expect(order(view)).toEqual(['intro', 'usage', 'faq']);
    expect(view().dragging).toBe(false);
  });
});
