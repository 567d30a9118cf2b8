/**
 * Real browser: staff01 opens 培训考试, a training, takes an exam answering every question right
 * (the answers come from the seed module, never from the API), sees 通过 and the comparison; then
 * takes another exam answering wrongly and sees 未通过 with the right answers beside its own.
 */
import { DEMO_TRAININGS, type DemoQuestion } from '../../server/seeds/train'
import { DEMO, button, expectPath, login, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

const training = (title: string) => DEMO_TRAININGS.find((t) => t.title === title)!
const examOf = (trainTitle: string, examTitle: string) => training(trainTitle).exams.find((e) => e.title === examTitle)!

/** A wrong answer: another option (single/judge), or the right set with one key flipped (multiple). */
function wrong(q: DemoQuestion): string[] {
  const keys = q.type === 'judge' ? ['T', 'F'] : (q.options ?? []).map((_, i) => 'ABCDEFGH'[i])
  if (q.type !== 'multiple') return [keys.find((k) => !q.answer.includes(k))!]
  return q.answer.slice(1)
}

async function answerPaper(answers: string[][]): Promise<void> {
  for (const [i, keys] of answers.entries()) {
    await visibleText(rig.page, `第 ${i + 1}/${answers.length} 题`).waitFor()
    for (const k of keys) await rig.page.locator(`.kn-option[data-key="${k}"]`).filter({ visible: true }).first().click()
    if (i < answers.length - 1) await button(rig.page, '下一题').click()
  }
  await visibleText(rig.page, `已答 ${answers.length}`).waitFor()
  await button(rig.page, '交卷').click()
  const m = await modal.read(rig.page)
  expect(m.text).toBe('已全部作答，确定交卷吗？交卷后不能修改。')
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/knowledge/examResult')
}

async function openExam(trainTitle: string, examTitle: string): Promise<void> {
  await visibleText(rig.page, trainTitle).click()
  await expectPath(rig.page, '/knowledge/trainDetail')
  const row = rig.page.locator('.kn-exam', { hasText: examTitle }).filter({ visible: true }).first()
  await row.locator('.nut-button', { hasText: '开始考试' }).click()
  await expectPath(rig.page, '/knowledge/trainExamination')
}

test('staff01 passes one exam and fails another, and sees the comparison of answers', async () => {
  await open(rig.page, rig.server, '/staff/login')
  await login(rig.page, DEMO.staff)
  await expectPath(rig.page, '/staff/index')
  await visibleText(rig.page, '培训考试').click()
  await expectPath(rig.page, '/knowledge/trainList')

  // 1. Every answer right.
  const food = examOf('食品安全基础培训', '食品安全基础知识测验')
  await openExam('食品安全基础培训', food.title)
  await visibleText(rig.page, /剩余 \d\d:\d\d/).waitFor()
  await answerPaper(food.questions.map((q) => q.answer))
  await rig.page.getByText('通过', { exact: true }).filter({ visible: true }).first().waitFor()
  expect(await rig.page.locator('[data-testid="exam-summary"]').filter({ visible: true }).innerText()).toContain(`答对 ${food.questions.length}/${food.questions.length} 题`)
  const passRows = rig.page.locator('[data-testid="exam-compare"]').filter({ visible: true })
  expect(await passRows.count()).toBe(food.questions.length)
  expect(await rig.page.locator('[data-testid="exam-compare"][data-correct="false"]').filter({ visible: true }).count()).toBe(0)
  await visibleText(rig.page, '你的答案：A、B、C　正确答案：A、B、C').waitFor()

  // Back on the training, the exam now offers its result instead of a new attempt.
  await rig.page.goBack()
  await expectPath(rig.page, '/knowledge/trainDetail')
  const done = rig.page.locator('.kn-exam', { hasText: food.title }).filter({ visible: true }).first()
  await done.locator('.nut-button', { hasText: '查看结果' }).waitFor()
  await done.getByText(/得分 100\/100 · 通过/).waitFor()
  await rig.page.locator('.kn-exam', { hasText: '已截止' }).filter({ visible: true }).first().waitFor()

  // 2. Every answer wrong, in another training.
  await rig.page.goBack()
  await expectPath(rig.page, '/knowledge/trainList')
  const fire = examOf('市场消防安全培训', '消防安全知识考试')
  await openExam('市场消防安全培训', fire.title)
  await answerPaper(fire.questions.map(wrong))
  await rig.page.getByText('未通过', { exact: true }).filter({ visible: true }).first().waitFor()
  expect(await rig.page.locator('[data-testid="exam-summary"]').filter({ visible: true }).innerText()).toContain(`答对 0/${fire.questions.length} 题`)
  expect(await rig.page.locator('[data-testid="exam-compare"][data-correct="false"]').filter({ visible: true }).count()).toBe(fire.questions.length)
  // The first question: 110 (A) chosen, 119 (B) right.
  await visibleText(rig.page, '你的答案：A　正确答案：B').waitFor()
  await visibleText(rig.page, '你的答案：错　正确答案：对').waitFor()
})
