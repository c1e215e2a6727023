import { describe, expect, it } from 'vitest'
import { containsPattern, searchWords } from './search-words'

describe('searchWords', () => {
  it('lower-cases, drops accents and splits on spaces and wildcards', () => {
    expect(searchWords('Café  CRÈME*brûlée')).toEqual(['cafe', 'creme', 'brulee'])
    expect(searchWords('  Zoë Ångström façade ')).toEqual(['zoe', 'angstrom', 'facade'])
    expect(searchWords('dentist Dentist')).toEqual(['dentist'])
    expect(searchWords('   ')).toEqual([])
    expect(searchWords('one two six ten aaa bbb ccc ddd eee fff')).toHaveLength(8)
    // Under three letters a word finds no trigram to look up: left out.
    expect(searchWords('dr Who at 9')).toEqual(['who'])
    expect(searchWords('1:1 ok')).toEqual(['1:1'])
  })
})

describe('containsPattern', () => {
  it('matches the word anywhere, its own % _ and \\ literally', () => {
    expect(containsPattern('dentist')).toBe('%dentist%')
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%')
  })
})
