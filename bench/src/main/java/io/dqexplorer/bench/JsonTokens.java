package io.dqexplorer.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.io.InputStream;

/**
 * A JSON answer read through Jackson's streaming parser, every string and number decoded and nothing built: the
 * least any reader of the pages does, the SDK's included (its {@code ClipPageStream} reads the same parser).
 */
final class JsonTokens {

    /** The stream stays open: the connection is read to its end and kept alive by {@link Http#read}. */
    private static final JsonFactory JSON = new JsonFactory().disable(JsonParser.Feature.AUTO_CLOSE_SOURCE);

    private JsonTokens() {
    }

    /** Reads the whole document; returns how many values and names it held. */
    static long read(InputStream body) throws IOException {
        long values = 0;
        try (JsonParser parser = JSON.createParser(body)) {
            for (JsonToken token; (token = parser.nextToken()) != null; values++) {
                switch (token) {
                    case VALUE_STRING -> parser.getText();
                    case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
                    default -> {
                    }
                }
            }
        }
        return values;
    }
}
