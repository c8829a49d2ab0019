package io.dqexplorer.workspace.view;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A view as a {@code dqexplorer:} link: {@code dqexplorer:view?v=2&d=<the view's JSON, base64url>}.
 * The same document as the file, so that a link and a file open the same way and a link of an older
 * version opens as its file would; {@code v} is the document's format version, read from the JSON.
 */
public final class ViewLink {

    public static final String SCHEME = "dqexplorer";
    /** Far above any view; a link longer than this is refused before it is decoded. */
    static final int MAX_LENGTH = 64 * 1024;

    private ViewLink() {
    }

    public static String of(SavedView view) {
        String json = ViewDocument.toJson(view);
        return SCHEME + ":view?v=" + ViewDocument.FORMAT_VERSION + "&d="
                + Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    /** Whether the text is meant as a link (rather than a file's path). */
    public static boolean isLink(String text) {
        return text.regionMatches(true, 0, SCHEME + ":", 0, SCHEME.length() + 1);
    }

    /**
     * Reads a link.
     *
     * @throws ViewFormatException naming what is wrong: another scheme, no view, no {@code d}, data that is
     *                             not base64url or not UTF-8, or a document that is no view
     */
    public static SavedView parse(String link) {
        String text = link.strip();
        if (text.length() > MAX_LENGTH) {
            throw ViewFormatException.notAViewLink("it is too long (" + text.length() + " characters)", null);
        }
        if (!isLink(text)) {
            throw ViewFormatException.notAViewLink("it does not start with " + SCHEME + ":", null);
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw ViewFormatException.notAViewLink("it is no URI (" + e.getReason() + " at character " + (e.getIndex() + 1) + ")", e);
        }
        String part = uri.getRawSchemeSpecificPart();
        int question = part.indexOf('?');
        String kind = question < 0 ? part : part.substring(0, question);
        if (!kind.equals("view")) {
            throw ViewFormatException.notAViewLink("it names \"" + kind + "\", not \"view\"", null);
        }
        Map<String, String> parameters = parameters(question < 0 ? "" : part.substring(question + 1));
        String data = parameters.get("d");
        if (data == null || data.isEmpty()) {
            throw ViewFormatException.notAViewLink("its parameter d is missing", null);
        }
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(data);
        } catch (IllegalArgumentException e) {
            throw ViewFormatException.notAViewLink("its view is not base64url (" + e.getMessage() + ")", e);
        }
        String json;
        try {
            json = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw ViewFormatException.notAView("not UTF-8 JSON", e);
        }
        return ViewDocument.fromJson(json);
    }

    private static Map<String, String> parameters(String query) {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String pair : query.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                parameters.put(pair.substring(0, equals), pair.substring(equals + 1));
            }
        }
        return parameters;
    }
}
