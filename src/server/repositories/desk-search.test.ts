import { describe, expect, it } from 'vitest';
import { rarePartOf } from './desk-search.js';

const frequent = new Set(['gma', 'mai', 'ail', 'com', 'tou', 'our', 'uri', 'ris', 'ist']);

describe('rarePartOf: the part of a search the trigram index is given', () => {
  it('is the longest run of rare trigrams, lower-cased, when the search holds a frequent one', () => {
    expect(rarePartOf('Tourist4242@', frequent)).toBe('st4242');
    expect(rarePartOf('neema.mrema@gmail.com', frequent)).toBe('neema');
    expect(rarePartOf('MREMA@GMAIL', frequent)).toBe('mrema');
  });

  it('is none when no trigram is frequent: the whole search is cheap to look up', () => {
    expect(rarePartOf('neema mrema', frequent)).toBeNull();
    expect(rarePartOf('neema', new Set())).toBeNull();
  });

  it('is none when every trigram is frequent or the rest is shorter than a trigram', () => {
    expect(rarePartOf('gmail.com', frequent)).toBeNull();
    expect(rarePartOf('tourist', frequent)).toBeNull();
    expect(rarePartOf('gmail.co', frequent)).toBe(null);
  });

  it('keeps to letters and digits, which the index reads the same whatever surrounds them', () => {
    expect(rarePartOf('né.ema@gmail', frequent)).toBe('ema');
    expect(rarePartOf('%_@gmail', frequent)).toBeNull();
  });
});
