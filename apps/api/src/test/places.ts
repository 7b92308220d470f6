import type { Agent } from './agent'

/** The place id of the first address the maps autocomplete suggests for `text`. */
export async function placeIdOf(agent: Agent, text: string): Promise<string> {
  const [first] = (
    await agent.get(`/api/maps/autocomplete?input=${encodeURIComponent(text)}`)
  ).json<{ place_id: string }[]>()
  if (!first) throw new Error(`no suggestion for ${text}`)
  return first.place_id
}
