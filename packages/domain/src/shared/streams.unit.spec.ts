import { describe, expect, it } from 'vitest';
import { streamType } from './streams.js';

describe('stream ids', () => {
  it('reads the number of its own type only, even when another type shares its prefix', () => {
    const crew = streamType('crew');
    expect(crew.id(12)).toBe('crew-12');
    expect(crew.numberOf('crew-12')).toBe(12);
    expect(crew.numberOf('crew-change-5')).toBeNull();
    expect(crew.numberOf('user-12')).toBeNull();
    expect(streamType('crew-change').numberOf('crew-change-5')).toBe(5);
  });
});
