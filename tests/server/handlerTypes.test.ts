/**
 * handler() is typed by its endpoint: these are compile-time checks (`npm run typecheck` includes
 * tests/). Each `@ts-expect-error` marks a handler that must not compile; were the guard loosened,
 * the directive would be unused and the type check would fail. At run time they are plain objects.
 */
import { endpoint } from '@/contract'
import { handler } from '../../server/http/handler'
import { WithMsg } from '../../server/lib/envelope'
import { id, int, opt, str } from '../../server/lib/validate'

interface Payload {
  id: string
  size?: number
}
interface Answer {
  id: string
  name: string
}
const ep = endpoint<Payload, Answer>({ path: '/api/test/thing/get', method: 'POST', body: 'form' })
const untyped = endpoint({ path: '/api/test/thing/untyped', method: 'POST', body: 'form' })
const shape = { id: id(), size: opt(int()) }

const built = [
  // Fits: a field per payload key, the answer is the result type (or it with a message).
  handler({ endpoint: ep, access: 'user', input: shape, handle: async (_ctx, input) => ({ id: input.id, name: `x${input.size ?? 0}` }) }),
  handler({ endpoint: ep, access: 'public', input: shape, handle: async (_ctx, input) => new WithMsg({ id: input.id, name: 'x' }, '已保存') }),

  // @ts-expect-error the answer lacks `name`, which the endpoint's result declares
  handler({ endpoint: ep, access: 'user', input: shape, handle: async (_ctx, input) => ({ id: input.id }) }),
  // @ts-expect-error a field of the answer has the wrong type
  handler({ endpoint: ep, access: 'user', input: shape, handle: async () => ({ id: 1, name: 'x' }) }),
  // @ts-expect-error WithMsg wraps an answer that is not the result type
  handler({ endpoint: ep, access: 'user', input: shape, handle: async () => new WithMsg({ id: 'a' }, '已保存') }),

  // @ts-expect-error the shape reads a field the payload does not have
  handler({ endpoint: ep, access: 'user', input: { ...shape, extra: str() }, handle: async (_ctx, input) => ({ id: input.id, name: 'x' }) }),
  // @ts-expect-error a field parses to another type than the payload's (`id` is a string)
  handler({ endpoint: ep, access: 'user', input: { id: int(), size: opt(int()) }, handle: async () => ({ id: 'a', name: 'x' }) }),
  // @ts-expect-error a payload key without a field
  handler({ endpoint: ep, access: 'user', input: { id: id() }, handle: async () => ({ id: 'a', name: 'x' }) }),
  // @ts-expect-error an optional payload key needs an opt(...) field
  handler({ endpoint: ep, access: 'user', input: { id: id(), size: int() }, handle: async () => ({ id: 'a', name: 'x' }) }),
  // @ts-expect-error a required payload key cannot take an opt(...) field
  handler({ endpoint: ep, access: 'user', input: { id: opt(id()), size: opt(int()) }, handle: async () => ({ id: 'a', name: 'x' }) }),

  // @ts-expect-error the input is typed from the shape: there is no `nope`
  handler({ endpoint: ep, access: 'user', input: shape, handle: async (_ctx, input) => ({ id: input.nope, name: 'x' }) }),
  // @ts-expect-error `size` is optional, so it may be undefined
  handler({ endpoint: ep, access: 'user', input: shape, handle: async (_ctx, input) => ({ id: input.id, name: input.size.toFixed() }) }),
  // @ts-expect-error a public handler may have no caller
  handler({ endpoint: ep, access: 'public', input: shape, handle: async ({ user }) => ({ id: user.id, name: 'x' }) }),

  // @ts-expect-error an endpoint without declared payload and result types gets no handler
  handler({ endpoint: untyped, access: 'user', input: {}, handle: async () => null }),
]

test('typed handlers are plain definitions at run time', () => {
  expect(built).toHaveLength(14)
  for (const h of built) expect(typeof h.handle).toBe('function')
})
