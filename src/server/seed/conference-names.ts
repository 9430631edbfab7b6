/**
 * The demo conference's title and its attendees' names and mobiles (seed/conference.ts makes the list; the desk's
 * bench finds it by its title). No imports: a benchmark reads it without the server.
 */
export const CONFERENCE_TITLE = '年会签到演示 / Conference check-in demo';
/** Every generated attendee's password (they are demo accounts, like learner01). */
export const ATTENDEE_PASSWORD = 'Attendee@2026';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华国庆志晓东海燕红梅建文辉力鹏飞云雪玲波宁';

/** The `i`-th attendee's name (from 1): common surnames, one or two given characters, as most names are. */
export function attendeeName(i: number): string {
  return (
    SURNAMES.charAt((i * 7) % SURNAMES.length) +
    GIVEN.charAt((i * 13) % GIVEN.length) +
    (i % 3 ? GIVEN.charAt((i * 29) % GIVEN.length) : '')
  );
}

/** The `i`-th attendee's mobile (from 1): distinct for every i below 10⁸ (7919 is prime to 10⁸). */
export const attendeeMobile = (i: number) => `139${String((i * 7919) % 100_000_000).padStart(8, '0')}`;
