import { mount } from '@web/shared/app/mount';
import { StoreApp } from '@web/shared/app/StoreApp';
import { sellerRouter } from './routes';

mount(<StoreApp app="seller" router={sellerRouter} />);
