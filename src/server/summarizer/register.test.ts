import { describe, expect, it } from 'vitest';
import { registerOf } from './register';

describe('the register of a sentence', () => {
  it.each([
    ['Rooftop hives need shade and water in summer.', 'written'],
    ["It's hard to keep bees on a windy roof.", 'written'],
    ['Ann Lee calls it "the best thing we ever did" in her book.', 'written'],
    ['We should check every hive for mites in spring.', 'general'],
    ['You can split a strong hive in May.', 'general'],
    ['I moved my hives to the roof last year.', 'spoken'],
    ['So the hives were fine, you know.', 'spoken'],
    ['It was huge.', 'spoken'],
    ['And the queen left the hive.', 'spoken'],
    ['Each, each tool is uniquely terrible.', 'spoken'],
    ['The idea is that they stop, they listen, they read.', 'spoken'],
    ['As you can see, the quality of the work today is.', 'spoken'],
    ["It's just to indicate the light is on.", 'spoken'],
    ['The whole song is about.', 'spoken'],
  ])('%j reads as %s', (sentence, register) => {
    expect(registerOf(sentence)).toBe(register);
  });
});
