/**
 * Why a policy fits or not, criterion by criterion (issue 13): the reasons of
 * src/shared/matching/evaluate.ts. `{{range}}`, `{{age}}`, `{{places}}`, `{{home}}`, `{{accepted}}`
 * and `{{mine}}` are put together by `criterionText`; `{{mineIs}}` is `{{mine}}` with 이에요/예요.
 */
export const koMatching = {
  matching: {
    results: {
      eligible: '받을 수 있어요',
      likely: '확인이 필요해요',
      not_eligible: '지금은 어려워요',
    },
    criterionResults: {
      met: '충족',
      unmet: '충족하지 않음',
      unknown: '확인 필요',
    },
    metCount: '조건 {{met}}/{{total}} 충족',
    fromText: '공고문에서 읽은 조건',
    alsoCheck: '신청 전에 이것도 확인해 주세요',
    range: {
      single: '만 {{min}}세',
      both: '만 {{min}}~{{max}}세',
      min: '만 {{min}}세 이상',
      max: '만 {{max}}세 이하',
    },
    age: {
      exact: '만 {{age}}세',
      either: '만 {{low}}세 또는 {{high}}세',
      met: '{{range}} 대상이고, 지금 {{age}}예요.',
      metByService: '{{range}} 대상이에요. 군 복무 기간만큼 나이 기준이 늘어나서 해당돼요.',
      unmet: '{{range}} 대상인데 지금 {{age}}예요.',
      birthday: '{{range}} 대상이에요. 올해 생일이 지났는지에 따라 {{age}}라서 확인이 필요해요.',
      askService:
        '{{range}} 대상이고 군 복무 기간만큼 늘어날 수 있어요. 복무 기간을 알려 주면 확인할 수 있어요.',
    },
    region: {
      met: '{{places}}에 사는 사람이 대상이고, {{home}}에 살고 있어요.',
      unmet: '{{places}}에 사는 사람이 대상인데 {{home}}에 살고 있어요.',
      askSigungu:
        '{{places}}에 사는 사람이 대상이에요. 사는 시·군·구를 알려 주면 확인할 수 있어요.',
      reorganised:
        '{{places}}에 사는 사람이 대상이에요. 행정구역이 바뀌어서 {{home}}도 들어가는지 확인이 필요해요.',
    },
    income: {
      annual: {
        met: '{{limit}} 대상이고, 연 소득이 그 안에 있어요.',
        unmet: '{{limit}} 대상인데 연 소득이 {{mineIs}}.',
        askIncome: '{{limit}} 대상이에요. 연 소득을 알려 주면 확인할 수 있어요.',
        straddles:
          '{{limit}} 대상이에요. 고른 소득 구간({{mine}})에 기준이 걸쳐 있어 확인이 필요해요.',
      },
      median: {
        met: '기준 중위소득 {{percent}}% 이하 대상이고, 가구 소득이 그 안에 있어요.',
        unmet: '기준 중위소득 {{percent}}% 이하 대상인데 가구 소득이 그보다 많아요.',
        askIncome:
          '기준 중위소득 {{percent}}% 이하 대상이에요. 가구 소득을 알려 주면 확인할 수 있어요.',
        askSize:
          '기준 중위소득 {{percent}}% 이하 대상이에요. 가구원 수를 알려 주면 확인할 수 있어요.',
        straddles:
          '기준 중위소득 {{percent}}% 이하 대상이에요. 고른 가구 소득 구간에 기준이 걸쳐 있어 확인이 필요해요.',
        noTable:
          '기준 중위소득 {{percent}}% 이하 대상이에요. {{year}}년 기준표가 아직 없어 확인이 필요해요.',
        limit: '{{size}}인 가구는 월 {{limit}}만 원까지예요.',
      },
      text: '소득 기준은 공고문에서 확인해 주세요: {{text}}',
      limitBoth: '연 소득 {{min}}만~{{max}}만 원',
      limitMax: '연 소득 {{max}}만 원 이하',
      limitMin: '연 소득 {{min}}만 원 이상',
      atLeast: '{{low}}만 원 이상',
      between: '{{low}}만~{{high}}만 원',
    },
    employment: {
      met: '{{accepted}} 대상이고, 지금 {{mineIs}}.',
      unmet: '{{accepted}} 대상인데 지금 {{mineIs}}.',
      ask: '{{accepted}} 대상이에요. 지금 하는 일을 알려 주면 확인할 수 있어요.',
      unclear: '{{accepted}} 대상이에요. {{mine}}도 되는지 확인이 필요해요.',
    },
    education: {
      met: '{{accepted}} 대상이고, 학력이 {{mineIs}}.',
      unmet: '{{accepted}} 대상인데 학력이 {{mineIs}}.',
      ask: '{{accepted}} 대상이에요. 학력을 알려 주면 확인할 수 있어요.',
      unclear: '{{accepted}} 대상이에요. {{mine}}도 되는지 공고문에서 확인해 주세요.',
    },
    special: {
      met: '{{accepted}} 대상이고, {{mine}}에 해당해요.',
      unmet: '{{accepted}} 대상인데 해당하지 않는다고 답했어요.',
      ask: '{{accepted}} 대상이에요. 해당하는지 확인이 필요해요.',
      unclear: '{{accepted}} 대상이에요. 해당하는지 확인이 필요해요.',
    },
    marital: {
      met: '{{accepted}} 대상이고, 지금 {{mineIs}}.',
      unmet: '{{accepted}} 대상인데 지금 {{mineIs}}.',
      ask: '{{accepted}} 대상이에요. 혼인 여부를 알려 주면 확인할 수 있어요.',
      unclear: '{{accepted}} 대상이에요. {{mine}}도 되는지 공고문에서 확인해 주세요.',
    },
    housing: {
      met: '{{accepted}} 대상이고, 지금 {{mineIs}}.',
      unmet: '{{accepted}} 대상인데 지금 {{mineIs}}.',
      ask: '{{accepted}} 대상이에요. 집이 있는지 알려 주면 확인할 수 있어요.',
      unclear: '{{accepted}} 대상이에요. 해당하는지 확인이 필요해요.',
    },
    maritalStatus: {
      single: '미혼',
      married: '기혼',
      divorced: '이혼',
      other: '기타',
    },
    housingStatus: {
      homeless: '무주택자',
      homeless_head: '무주택 세대주',
      homeless_member: '무주택 세대원',
      homeowner: '주택을 가진 가구',
    },
    listSeparator: ', ',
  },
};
