import { describe, expect, it } from 'vitest';
import { EngineRefusal, EngineTransientError } from '../types';
import { settledEntry } from './tracker';

describe('settledEntry', () => {
  it('returns a successful entry', () => {
    const entry = { outputs: {}, status: { status_str: 'success', completed: true, messages: [] } };
    expect(settledEntry(entry)).toBe(entry);
  });

  it('turns an execution_error recorded in the history into the failure the socket would have reported', () => {
    const entry = {
      outputs: {},
      status: {
        status_str: 'error',
        completed: false,
        messages: [
          ['execution_start', { prompt_id: 'p' }],
          [
            'execution_error',
            { node_id: '5', node_type: 'LoadImage', exception_type: 'FileNotFoundError', exception_message: 'no file' },
          ],
        ],
      },
    };
    expect(() => settledEntry(entry)).toThrow(EngineRefusal);
    expect(() => settledEntry(entry)).toThrow(/LoadImage \(#5\).*no file/);
  });

  it('treats an interrupted or unexplained failure as transient', () => {
    const interrupted = { status: { status_str: 'error', messages: [['execution_interrupted', { node_id: '8' }]] } };
    expect(() => settledEntry(interrupted)).toThrow(EngineTransientError);
    expect(() => settledEntry({ status: { status_str: 'error', messages: [] } })).toThrow(EngineTransientError);
  });
});
