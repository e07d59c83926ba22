// Comments (issue 21): sensitive-word matching over a 200 000-character text with 100 and with
// 10 000 words. The matcher is linear in the text (Aho-Corasick over a stream), so the word count
// should barely matter: the peer is the same text against 100 words, and a naive per-word
// `indexOf` scan over the 10 000 words shows what linear time saves.
import { findSensitiveHits } from '../src/comment';
import { measure, report } from './harness';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i.toString(36)}q`);
let text = '';
while (text.length < 200_000) text += 'lorem ipsum w1q dolor 中文文本 sit amet ';
const few = words(100);
const many = words(10_000);

function naiveHits(source: string, list: string[]): number {
  let hits = 0;
  for (const word of list) {
    for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + 1)) hits += 1;
  }
  return hits;
}

const peer = await measure('100 words', () => findSensitiveHits(text, few), 2000);
const rows = [
  peer,
  await measure('10 000 words', () => findSensitiveHits(text, many), 2000),
  await measure('10 000 words, naive indexOf per word', () => naiveHits(text, many), 2000),
];
report('Sensitive words over 200 000 characters (target: 10 000 words within 10x of 100 words)', rows, peer);
