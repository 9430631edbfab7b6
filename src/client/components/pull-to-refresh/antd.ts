// antd-mobile's PullToRefresh as its own chunk (see ./index.tsx): it brings @use-gesture and @react-spring.
export { PullToRefresh } from 'antd-mobile';
