import type { Config } from '../config.ts';
import type { AiEngine } from './engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import { createOpenAiCompatibleEngine } from './remote/openai-compatible-engine.ts';

/** The engine the configuration selects: offline unless AI_BASE_URL is set. */
export function createEngine(config: Config): AiEngine {
  return config.ai.kind === 'openai-compatible'
    ? createOpenAiCompatibleEngine(config.ai)
    : createOfflineEngine();
}
