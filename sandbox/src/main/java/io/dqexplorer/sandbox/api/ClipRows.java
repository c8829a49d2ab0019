package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Corpus.FrameCount;
import io.dqexplorer.sandbox.corpus.Corpus.HandSeconds;
import io.dqexplorer.sandbox.corpus.Section;
import io.dqexplorer.sandbox.measure.MeasuredDataset;
import io.dqexplorer.sandbox.measure.SectionVocabularyFigures;

import java.io.IOException;

/**
 * Writes the clip rows of one page. A page has a thousand rows of some twenty fields each, so what
 * can be encoded once is: field names and terms are pre-encoded, a row's terms are sorted by rank
 * without building a list, ids are made in place and seconds skip {@link Double#toString}.
 */
final class ClipRows {

    private static final SerializableString CLIP = new SerializedString("clip");
    private static final SerializableString EPISODE_INDEX = new SerializedString("episode_index");
    private static final SerializableString ANALYZED_SECONDS = new SerializedString("analyzed_seconds");
    private static final SerializableString FRAME_QUALITY = new SerializedString("frame_quality");
    private static final SerializableString HAND_ACTIVITY = new SerializedString("hand_activity");
    private static final SerializableString[] SECTIONS = new SerializableString[Section.values().length];
    private static final SerializableString[] FRAME_COUNTS = {new SerializedString("frames"),
            new SerializedString("usable"), new SerializedString("distorted"), new SerializedString("jerky")};
    private static final SerializableString[] HAND_SECONDS = {new SerializedString("measured_seconds"),
            new SerializedString("hands_visible_seconds"), new SerializedString("two_hands_visible_seconds"),
            new SerializedString("active_manipulation_seconds")};

    static {
        for (Section section : Section.values()) {
            SECTIONS[section.ordinal()] = new SerializedString(section.wireName());
        }
    }

    private final Corpus corpus;
    private final boolean frameQuality;
    private final boolean handActivity;
    private final SectionVocabularyFigures[] sections = new SectionVocabularyFigures[Section.values().length];
    /** Per section, each term's encoded name, made when a row first lists it. */
    private final SerializableString[][] termNames = new SerializableString[Section.values().length][];
    private final int[][] termIds = new int[Section.values().length][];
    private final TenthsText tenths = new TenthsText();
    private final char[] clipId;

    ClipRows(MeasuredDataset measured, boolean frameQuality, boolean handActivity) {
        this.corpus = measured.corpus();
        this.clipId = new char[corpus.clipIdLength()];
        this.frameQuality = frameQuality;
        this.handActivity = handActivity;
        for (Section section : Section.values()) {
            SectionVocabularyFigures figures = measured.vocabulary().section(section);
            sections[section.ordinal()] = figures;
            termIds[section.ordinal()] = figures.newTermBuffer();
            termNames[section.ordinal()] = new SerializableString[termIds[section.ordinal()].length];
        }
    }

    void write(JsonGenerator out, int clip) throws IOException {
        out.writeStartObject();
        out.writeFieldName(CLIP);
        out.writeString(clipId, 0, corpus.clipId(clip, clipId));
        if (corpus.episodeIndex(clip) != Corpus.NO_EPISODE_INDEX) {
            out.writeFieldName(EPISODE_INDEX);
            out.writeNumber(corpus.episodeIndex(clip));
        }
        out.writeFieldName(ANALYZED_SECONDS);
        tenths.write(out, corpus.analyzedSeconds(clip));
        for (int section = 0; section < sections.length; section++) {
            out.writeFieldName(SECTIONS[section]);
            out.writeStartArray();
            int[] ids = termIds[section];
            int count = sections[section].publishedTermsOf(clip, ids);
            for (int k = 0; k < count; k++) {
                out.writeString(termName(section, ids[k]));
            }
            out.writeEndArray();
        }
        if (frameQuality) {
            out.writeFieldName(FRAME_QUALITY);
            out.writeStartObject();
            for (FrameCount count : FrameCount.values()) {
                out.writeFieldName(FRAME_COUNTS[count.ordinal()]);
                out.writeNumber(corpus.frameCount(count, clip));
            }
            out.writeEndObject();
        }
        if (handActivity) {
            out.writeFieldName(HAND_ACTIVITY);
            out.writeStartObject();
            for (HandSeconds kind : HandSeconds.values()) {
                out.writeFieldName(HAND_SECONDS[kind.ordinal()]);
                tenths.write(out, corpus.handSeconds(kind, clip));
            }
            out.writeEndObject();
        }
        out.writeEndObject();
    }

    private SerializableString termName(int section, int termId) {
        SerializableString name = termNames[section][termId];
        if (name == null) {
            name = new SerializedString(sections[section].termName(termId));
            termNames[section][termId] = name;
        }
        return name;
    }
}
