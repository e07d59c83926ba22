// The mobile card page's host card (issue 38): a short card the page gives at once, whose related
// records the page itself refreshes on a pull (`onRefreshRelated`), as a host that holds them does.
// The refresh brings a document a colleague linked meanwhile.
import type { CardRelevanceData, FormCard } from '@suite-ui/core';

export type Say = (key: string) => string;

/** How long the page's own refresh takes: the pull shows it loading. */
const REFRESH_MS = 300;

function related(say: Say, refreshed: boolean): CardRelevanceData[] {
  const documents = [
    { targetId: 'd1', targetName: say('detail-card.demo.host.doc1'), targetModule: 'document' },
    { targetId: 'd4', targetName: say('detail-card.demo.host.doc2'), targetModule: 'document' },
  ];
  if (refreshed)
    documents.push({
      targetId: 'd5',
      targetName: say('detail-card.demo.host.doc3'),
      targetModule: 'document',
    });
  return [
    { kind: 'document', items: documents },
    { kind: 'task', items: [{ targetId: 't2', targetName: say('detail-card.demo.host.task1') }] },
  ];
}

/** The card the page gives: one field and its related records. */
export function hostCard(say: Say): FormCard {
  return {
    title: say('detail-card.demo.host.title'),
    module: 'bcw',
    items: [{ id: 'summary', itemType: 'INPUT', label: say('detail-card.demo.host.summary') }],
    data: { summary: say('detail-card.demo.host.summaryValue') },
    saveDataParams: { objectId: 'weekly-1' },
    relevanceDatas: related(say, false),
  };
}

/** The page's refresh of the card's related records: now with the colleague's document. */
export function refreshHostRelated(say: Say): Promise<CardRelevanceData[]> {
  return new Promise((resolve) => setTimeout(() => resolve(related(say, true)), REFRESH_MS));
}
