import type { EngineInput, EngineReply } from './rules-engine';
import type { ShopperContext } from './shop-tools';

export interface ModelInput extends EngineInput {
  rules: EngineReply;
  onChunk: (text: string) => void;
}

/** Unfinished: the LangChain path is not wired yet, so every reply is the rules engine's. */
export async function answerWithModel(_ctx: ShopperContext, _input: ModelInput): Promise<EngineReply | null> {
  return null;
}
