/**
 * An exam result (?resultId=, &trainId=): score, pass / fail, correct count, and every question with
 * the caller's answer against the right one (examResults/getComparisonOfAnswers). Pass / fail comes
 * from the caller's scores of the training (train/getExamScores).
 */
import { Text, View } from '@tarojs/components'
import { trainApi } from '@/api/train'
import { TEXT_COLORS } from '@/config'
import { answerText, OptionList, QUESTION_TYPE_NAMES } from '@/domain/training/OptionList'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './knowledge.scss'

async function load(resultId: string, trainId: string) {
  const [comparison, scores] = await Promise.all([trainApi.comparison(resultId), trainId ? trainApi.examScores(trainId) : Promise.resolve([])])
  return { comparison, score: scores.find((s) => s.resultId === resultId) }
}

export default screen(function ExamResult() {
  const { resultId, trainId } = useRouteParams('examResult')
  const { data, loading, error, reload } = useAsyncData(() => load(resultId, trainId), [resultId, trainId])
  const rows = data?.comparison ?? []
  const score = data?.score?.score ?? rows.reduce((sum, r) => sum + r.gained, 0)
  const total = data?.score?.totalScore ?? rows.reduce((sum, r) => sum + r.score, 0)
  const passed = data?.score?.passed
  const correct = rows.filter((r) => r.correct).length

  return (
    <Page loading={loading} error={error} onRetry={() => void reload()}>
      {data && (
        <>
          <View className="kn-result" data-testid="exam-summary">
            {data.score && <Text className="kn-result__title">{data.score.examTitle}</Text>}
            <Text className="kn-result__score" style={passed === undefined ? undefined : { color: passed ? TEXT_COLORS.success : TEXT_COLORS.error }}>
              {score}
              <Text className="kn-result__total"> / {total} 分</Text>
            </Text>
            {passed !== undefined && (
              <Text className="kn-result__verdict" data-testid="exam-verdict" style={{ color: '#fff', background: passed ? TEXT_COLORS.success : TEXT_COLORS.error }}>
                {passed ? '通过' : '未通过'}
              </Text>
            )}
            <Text className="kn-result__meta">
              答对 {correct}/{rows.length} 题
            </Text>
          </View>
          <DetailSection title="答题对照">
            {rows.map((r, i) => (
              <View key={r.questionId} className="kn-compare" data-testid="exam-compare" data-correct={r.correct ? 'true' : 'false'}>
                <View className="kn-compare__head">
                  <Text className="kn-compare__stem">
                    {i + 1}. {r.stem}
                  </Text>
                  <Text className={`kn-compare__mark ${r.correct ? 'kn-pass' : 'kn-fail'}`}>{r.correct ? '✓ 正确' : '✗ 错误'}</Text>
                </View>
                <Text className="kn-muted">
                  {QUESTION_TYPE_NAMES[r.type]} · {r.gained}/{r.score} 分
                </Text>
                <OptionList type={r.type} options={r.options} value={r.yourAnswer} right={r.rightAnswer} />
                <Text className="kn-compare__answers">
                  你的答案：{answerText(r.type, r.yourAnswer)}　正确答案：{answerText(r.type, r.rightAnswer)}
                </Text>
              </View>
            ))}
          </DetailSection>
        </>
      )}
    </Page>
  )
})
