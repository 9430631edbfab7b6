export { Dialog, Toast } from 'antd-mobile';
