import { describe, expect, it } from 'vitest';
import { checkConsole, expectConsoleError } from './console-guard';

// The setup file installs the guard; each test here ends its own watch with checkConsole(), so the
// setup's check after it finds nothing left over.
describe('the console guard of web tests', () => {
  it('fails a test that logged an unexpected console.error, quoting it', () => {
    console.error('Warning: An update to %s inside a test was not wrapped in act(...)', 'Probe');
    expect(() => checkConsole()).toThrow(
      'console.error: Warning: An update to Probe inside a test was not wrapped in act(...)',
    );
  });

  it('lets an expected error through', () => {
    expectConsoleError(/Widget exploded/);
    console.error('Error caught by boundary:', new Error('Widget exploded'));
    console.error('The above error occurred: Widget exploded');
    expect(() => checkConsole()).not.toThrow();
  });

  it('fails when an expected error never came, and still reports the others', () => {
    expectConsoleError(/Widget exploded/);
    console.error('Something else');
    expect(() => checkConsole()).toThrow(
      /console\.error: Something else[\s\S]*expected a console\.error matching \/Widget exploded\/, none came/,
    );
  });

  it('starts every test clean', () => {
    expect(() => checkConsole()).not.toThrow();
  });
});
