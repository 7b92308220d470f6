import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { Agent } from './agent'

/** The first address the maps autocomplete suggests for `text`. */
export async function suggestionOf(agent: Agent, text: string): Promise<PlacePrediction> {
  const [first] = (
    await agent.get(`/api/maps/autocomplete?input=${encodeURIComponent(text)}`)
  ).json<PlacePrediction[]>()
  if (!first) throw new Error(`no suggestion for ${text}`)
  return first
}

/** The place id of the first address the maps autocomplete suggests for `text`. */
export async function placeIdOf(agent: Agent, text: string): Promise<string> {
  return (await suggestionOf(agent, text)).place_id
}
